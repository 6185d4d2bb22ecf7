// Compiles a csharp batch and a single csharp ID as pasted into test code.
// The MongoDB C# driver cannot be installed here, so MongoDB.Bson.ObjectId is
// a stand-in with the documented signature (MongoDB.Bson 2.x and 3.x):
// public struct ObjectId with public static ObjectId Parse(string s), which
// throws FormatException unless s is 24 hex digits.
using System;
using MongoDB.Bson;

namespace MongoDB.Bson
{
    public struct ObjectId
    {
        private readonly string hex;

        private ObjectId(string hex) { this.hex = hex; }

        public static ObjectId Parse(string s)
        {
            if (s == null || s.Length != 24) throw new FormatException("not 24 hex digits: " + s);
            foreach (char c in s)
            {
                if (!Uri.IsHexDigit(c)) throw new FormatException("not a hex digit: " + c);
            }
            return new ObjectId(s.ToLowerInvariant());
        }

        public override string ToString() { return hex; }
    }
}

public static class Check
{
    public static void Main()
    {
        ObjectId[] batch = BATCH;
        ObjectId one = ONE;
        foreach (ObjectId id in batch) Console.WriteLine(id);
        Console.WriteLine(one);
    }
}
