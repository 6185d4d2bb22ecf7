//go:build linux || freebsd || openbsd || netbsd

package gui

/*
#cgo pkg-config: xcb
#include <errno.h>
#include <poll.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <xcb/xcb.h>

// The reader talks XCB, not Xlib: Xlib reports errors through one handler
// for the whole process, which GLFW swaps in and out around its own calls
// on the main thread, and a reader on another thread swapping it too could
// leave Xlib's default handler, which prints and ends the process, in
// place under GLFW. XCB hands each error to whoever reads it, and the
// reader drops them.

static long long nowMs(void) {
	struct timespec t;
	clock_gettime(CLOCK_MONOTONIC, &t);
	return t.tv_sec * 1000LL + t.tv_nsec / 1000000;
}

// nextEvent returns the next event on c, or NULL once deadline (nowMs) has
// passed or the connection is broken. Errors are dropped.
static xcb_generic_event_t *nextEvent(xcb_connection_t *c, long long deadline) {
	for (;;) {
		xcb_generic_event_t *e = xcb_poll_for_event(c);
		if (e != NULL) {
			if (e->response_type != 0) return e;
			free(e);
			continue;
		}
		if (xcb_connection_has_error(c)) return NULL;
		long long left = deadline - nowMs();
		if (left <= 0) return NULL;
		struct pollfd p = {.fd = xcb_get_file_descriptor(c), .events = POLLIN};
		if (poll(&p, 1, (int)left) < 0 && errno != EINTR) return NULL;
	}
}

// waitSelection waits up to timeoutMs for the owner's answer to our
// conversion request and returns the property it put the text in: XCB_NONE
// when there is no owner or it has no text in that form, or -1 when it did
// not answer in time.
static long waitSelection(xcb_connection_t *c, xcb_window_t w, int timeoutMs) {
	long long deadline = nowMs() + timeoutMs;
	xcb_generic_event_t *e;
	while ((e = nextEvent(c, deadline)) != NULL) {
		if ((e->response_type & 0x7f) == XCB_SELECTION_NOTIFY) {
			xcb_selection_notify_event_t *n = (xcb_selection_notify_event_t *)e;
			if (n->requestor == w) {
				long property = n->property;
				free(e);
				return property;
			}
		}
		free(e);
	}
	return -1;
}

// waitNewValue waits up to timeoutMs for the owner to write prop anew.
static int waitNewValue(xcb_connection_t *c, xcb_window_t w, xcb_atom_t prop, int timeoutMs) {
	long long deadline = nowMs() + timeoutMs;
	xcb_generic_event_t *e;
	while ((e = nextEvent(c, deadline)) != NULL) {
		if ((e->response_type & 0x7f) == XCB_PROPERTY_NOTIFY) {
			xcb_property_notify_event_t *n = (xcb_property_notify_event_t *)e;
			if (n->window == w && n->atom == prop && n->state == XCB_PROPERTY_NEW_VALUE) {
				free(e);
				return 1;
			}
		}
		free(e);
	}
	return 0;
}

static xcb_atom_t internAtom(xcb_connection_t *c, const char *name) {
	xcb_intern_atom_reply_t *r = xcb_intern_atom_reply(c, xcb_intern_atom(c, 0, strlen(name), name), NULL);
	if (r == NULL) return XCB_NONE;
	xcb_atom_t a = r->atom;
	free(r);
	return a;
}

// getProperty reads up to want bytes of prop, deleting it when that was
// all of it.
static xcb_get_property_reply_t *getProperty(xcb_connection_t *c, xcb_window_t w, xcb_atom_t prop, int del, long want) {
	return xcb_get_property_reply(c,
		xcb_get_property(c, del, w, prop, XCB_GET_PROPERTY_TYPE_ANY, 0, (uint32_t)((want + 3) / 4)), NULL);
}

// reader is a read of the clipboard not yet ended: the rest of an owner's
// pieces (INCR) still to be taken, unread, before the connection closes.
typedef struct {
	xcb_connection_t *c;
	xcb_window_t w;
	xcb_atom_t prop;
	int piecesLeft;
	int timeoutMs;
} reader;

// grow makes *buf hold at least need bytes, doubling; 0 when out of memory.
static int grow(char **buf, long *cap, long need) {
	if (need <= *cap) return 1;
	long c = *cap > 0 ? *cap : 1;
	while (c < need) c = c > (1L << 40) ? need : c * 2;
	char *b = realloc(*buf, c);
	if (b == NULL) return 0;
	*buf = b;
	*cap = c;
	return 1;
}

// readIncr takes the text in pieces, as owners send large text (ICCCM's
// INCR): each deletion of prop asks for the next piece and an empty one
// ends the text. It stops once it holds want bytes, setting
// rd->piecesLeft when the owner has more. *type is the pieces' type.
static int readIncr(reader *rd, long want, char **buf, long *cap, long *n, xcb_atom_t *type) {
	xcb_delete_property(rd->c, rd->w, rd->prop);
	xcb_flush(rd->c);
	for (;;) {
		if (!waitNewValue(rd->c, rd->w, rd->prop, rd->timeoutMs)) return 0;
		long room = want - *n;
		xcb_get_property_reply_t *r = getProperty(rd->c, rd->w, rd->prop, 1, room);
		if (r == NULL) return 0;
		long len = xcb_get_property_value_length(r);
		int last = len == 0 && r->bytes_after == 0;
		if (len > room) len = room;
		if (len > 0 && *n == 0) *type = r->type;
		if (!grow(buf, cap, *n + len)) {
			free(r);
			return 0;
		}
		memcpy(*buf + *n, xcb_get_property_value(r), len);
		*n += len;
		if (r->bytes_after > 0) xcb_delete_property(rd->c, rd->w, rd->prop);
		free(r);
		xcb_flush(rd->c);
		if (last) return 1;
		if (*n >= want) {
			rd->piecesLeft = 1;
			return 1;
		}
	}
}

// openReader connects to the X server with a window of its own to receive
// the clipboard in; NULL when there is no X server.
static reader *openReader(int timeoutMs, xcb_atom_t *clipboard, xcb_atom_t *utf8, xcb_atom_t *incr) {
	int screenNum;
	xcb_connection_t *c = xcb_connect(NULL, &screenNum);
	if (xcb_connection_has_error(c)) {
		xcb_disconnect(c);
		return NULL;
	}
	xcb_screen_iterator_t screens = xcb_setup_roots_iterator(xcb_get_setup(c));
	for (int i = 0; i < screenNum && screens.rem > 0; i++) xcb_screen_next(&screens);
	*clipboard = internAtom(c, "CLIPBOARD");
	*utf8 = internAtom(c, "UTF8_STRING");
	*incr = internAtom(c, "INCR");
	xcb_atom_t prop = internAtom(c, "OBJECTID_CLIPBOARD");
	reader *rd = malloc(sizeof(reader));
	if (rd == NULL || screens.rem == 0 || *clipboard == XCB_NONE || *utf8 == XCB_NONE || *incr == XCB_NONE || prop == XCB_NONE) {
		free(rd);
		xcb_disconnect(c);
		return NULL;
	}
	rd->c = c;
	rd->w = xcb_generate_id(c);
	rd->prop = prop;
	rd->piecesLeft = 0;
	rd->timeoutMs = timeoutMs;
	uint32_t events = XCB_EVENT_MASK_PROPERTY_CHANGE;
	xcb_create_window(c, XCB_COPY_FROM_PARENT, rd->w, screens.data->root, 0, 0, 1, 1, 0,
		XCB_WINDOW_CLASS_INPUT_ONLY, XCB_COPY_FROM_PARENT, XCB_CW_EVENT_MASK, &events);
	return rd;
}

// closeReader ends a read. It first takes the owner's pieces still to
// come, unread, until the last or for at most twice the answer time: an
// owner such as xclip serves one transfer at a time, and one left half
// done would leave it deaf to every other reader.
static void closeReader(reader *rd) {
	long long deadline = nowMs() + 2LL * rd->timeoutMs;
	while (rd->piecesLeft && nowMs() <= deadline && waitNewValue(rd->c, rd->w, rd->prop, rd->timeoutMs)) {
		xcb_get_property_reply_t *r = getProperty(rd->c, rd->w, rd->prop, 1, 0);
		if (r == NULL) break;
		rd->piecesLeft = !(xcb_get_property_value_length(r) == 0 && r->bytes_after == 0);
		if (r->bytes_after > 0) xcb_delete_property(rd->c, rd->w, rd->prop);
		free(r);
		xcb_flush(rd->c);
	}
	xcb_delete_property(rd->c, rd->w, rd->prop);
	xcb_destroy_window(rd->c, rd->w);
	xcb_flush(rd->c);
	xcb_disconnect(rd->c);
	free(rd);
}

// readClipboard reads the CLIPBOARD selection's text, asked for as
// UTF8_STRING or else as STRING (*latin1 set when it came as STRING,
// Latin-1), into *out (malloc'd, *outLen bytes): at most limit+1 bytes,
// so that text longer than limit is known without reading it all. An
// owner gets timeoutMs to answer each request. It returns 0 when the text
// could not be read: no X server, or an owner that did not answer in time.
// No owner reads as empty text. *left is the read still to close
// (closeReader), NULL when there is none. When the clipboard's owner is a
// window of the same X client as self, *ours is set and nothing is read:
// that client is the caller, whose own event loop would have to answer.
static int readClipboard(long limit, int timeoutMs, uint32_t self, char **out, long *outLen, int *latin1, int *ours, reader **left) {
	*out = NULL;
	*outLen = 0;
	*latin1 = 0;
	*ours = 0;
	xcb_atom_t clipboard, utf8, incr;
	reader *rd = openReader(timeoutMs, &clipboard, &utf8, &incr);
	*left = rd;
	if (rd == NULL) return 0;
	xcb_get_selection_owner_reply_t *o = xcb_get_selection_owner_reply(rd->c, xcb_get_selection_owner(rd->c, clipboard), NULL);
	if (o == NULL) return 0;
	xcb_window_t owner = o->owner;
	free(o);
	uint32_t client = ~xcb_get_setup(rd->c)->resource_id_mask;
	if (self != 0 && owner != XCB_NONE && (owner & client) == (self & client)) {
		*ours = 1;
		return 1;
	}
	long want = limit + 1;
	int ok = 0;
	xcb_atom_t targets[2] = {utf8, XCB_ATOM_STRING};
	for (int t = 0; t < 2; t++) {
		xcb_convert_selection(rd->c, rd->w, clipboard, targets[t], rd->prop, XCB_CURRENT_TIME);
		xcb_flush(rd->c);
		long property = waitSelection(rd->c, rd->w, timeoutMs);
		if (property == -1) break;
		if (property == XCB_NONE) {
			ok = t == 1;
			continue;
		}
		xcb_get_property_reply_t *r = getProperty(rd->c, rd->w, rd->prop, 0, want);
		if (r == NULL) break;
		char *buf = NULL;
		long cap = 0, n = 0;
		xcb_atom_t type = r->type;
		if (r->type == incr) {
			ok = grow(&buf, &cap, want < 65536 ? want : 65536) && readIncr(rd, want, &buf, &cap, &n, &type);
		} else {
			n = xcb_get_property_value_length(r);
			if (n > want) n = want;
			ok = grow(&buf, &cap, n > 0 ? n : 1);
			if (ok) memcpy(buf, xcb_get_property_value(r), n);
		}
		free(r);
		if (ok) {
			*latin1 = type == XCB_ATOM_STRING;
			*out = buf;
			*outLen = n;
		} else {
			free(buf);
		}
		break;
	}
	return ok;
}
*/
import "C"

import (
	"time"
	"unicode/utf8"
	"unsafe"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver"
)

// clipboardAnswerTime is how long the clipboard's owner gets to answer
// each request of the reader: an owner that never answers costs the
// reader this, and the window nothing.
const clipboardAnswerTime = time.Second

// readClipboardOffUI reads the clipboard of an X11 window on a goroutine,
// on a connection of its own, at most limit+1 bytes of it, and calls got
// with the text on the UI goroutine; got's ok is false when the text could
// not be read. Fyne 2.8.1 reads the clipboard only whole and only on the
// main thread, which 100 MB on the clipboard keeps busy for seconds. The
// caller waits up to wait for the text, so that a paste read in time is in
// place before the keys typed after it; a reading that takes longer ends
// in the background. The window's own clipboard is read through Fyne,
// which holds it. It returns false on Wayland, where the window reads the
// clipboard through Fyne.
func readClipboardOffUI(w fyne.Window, limit int, wait time.Duration, got func(text string, ok bool)) bool {
	self, isX11 := x11Window(w)
	if !isX11 {
		return false
	}
	type reading struct {
		text     string
		ok, ours bool
	}
	done := make(chan reading, 1)
	go readX11ClipboardThen(limit, clipboardAnswerTime, self, func(text string, ok, ours bool) {
		done <- reading{text, ok, ours}
	})
	deliver := func(r reading) {
		if r.ours {
			r.text, r.ok = fyne.CurrentApp().Clipboard().Content(), true
		}
		got(r.text, r.ok)
	}
	if wait > 0 {
		timer := time.NewTimer(wait)
		defer timer.Stop()
		select {
		case r := <-done:
			deliver(r)
			return true
		case <-timer.C:
		}
	}
	go func() {
		r := <-done
		fyne.Do(func() { deliver(r) })
	}()
	return true
}

// x11Window is the X window of w, if it is one.
func x11Window(w fyne.Window) (handle uintptr, ok bool) {
	native, isNative := w.(driver.NativeWindow)
	if !isNative {
		return 0, false
	}
	native.RunNative(func(context any) {
		if c, isX11 := context.(driver.X11WindowContext); isX11 && c.WindowHandle != 0 {
			handle, ok = c.WindowHandle, true
		}
	})
	return handle, ok
}

// readX11ClipboardThen reads at most limit+1 bytes of the X clipboard's
// text, giving its owner answerTime to answer each request, and calls got
// with it (ok false when it could not be read) before it ends the read:
// the rest of a text longer than limit, which the owner sends on, costs the
// reader up to twice answerTime, and got nothing. When the owner is of the
// same X client as the window self, got's ours is true and nothing was
// read.
func readX11ClipboardThen(limit int, answerTime time.Duration, self uintptr, got func(text string, ok, ours bool)) {
	var out *C.char
	var n C.long
	var latin1, ours C.int
	var left *C.reader
	ok := C.readClipboard(C.long(limit), C.int(answerTime.Milliseconds()), C.uint32_t(self), &out, &n, &latin1, &ours, &left) != 0
	var text string
	switch {
	case ok && latin1 != 0:
		text = latin1ToUTF8(C.GoBytes(unsafe.Pointer(out), C.int(n)))
	case ok:
		text = C.GoStringN(out, C.int(n))
	}
	C.free(unsafe.Pointer(out))
	got(text, ok, ours != 0)
	if left != nil {
		C.closeReader(left)
	}
}

// latin1ToUTF8 turns text of the X STRING type, Latin-1, into UTF-8, as
// GLFW does for the clipboard Fyne reads.
func latin1ToUTF8(b []byte) string {
	out := make([]byte, 0, len(b))
	for _, c := range b {
		out = utf8.AppendRune(out, rune(c))
	}
	return string(out)
}
