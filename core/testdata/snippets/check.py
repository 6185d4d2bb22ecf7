# Runs a python batch and a single python ID as pasted into test code, with
# the bson package of PyMongo, and prints each ID's hex digits.
from bson import ObjectId

batch = BATCH
one = ONE
assert isinstance(batch, list), "the batch is not a list"
for oid in batch + [one]:
    assert isinstance(oid, ObjectId), f"not an ObjectId: {oid!r}"
    print(str(oid))
