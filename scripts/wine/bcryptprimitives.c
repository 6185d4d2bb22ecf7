/*
 * A stand-in for Windows' bcryptprimitives.dll, for the Windows tests under
 * Wine only; it is never shipped. Go's runtime (1.24 and later) fills its
 * random seed with ProcessPrng from bcryptprimitives.dll at start, and Wine
 * 8.0 (Debian bookworm) has no such DLL, so every Go program dies before
 * main. ProcessPrng here asks bcrypt.dll's BCryptGenRandom, which Wine has,
 * for the same system random numbers.
 */
#include <windows.h>
#include <bcrypt.h>

BOOL WINAPI ProcessPrng(PBYTE data, SIZE_T len)
{
	while (len > 0) {
		/* BCryptGenRandom takes a 32-bit length. */
		ULONG chunk = len > 0x40000000 ? 0x40000000 : (ULONG)len;
		if (!BCRYPT_SUCCESS(BCryptGenRandom(NULL, data, chunk, BCRYPT_USE_SYSTEM_PREFERRED_RNG)))
			return FALSE;
		data += chunk;
		len -= chunk;
	}
	return TRUE;
}
