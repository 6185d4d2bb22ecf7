// Runs a node batch and a single node ID as pasted into test code, with the
// js-bson that NODE_PATH points to, and prints each ID's hex digits.
const { ObjectId } = require('bson');
const batch = BATCH;
const one = ONE;
if (!Array.isArray(batch)) throw new Error('the batch is not an array');
for (const id of [...batch, one]) {
  if (!(id instanceof ObjectId)) throw new Error(`not an ObjectId: ${id}`);
  console.log(id.toHexString());
}
