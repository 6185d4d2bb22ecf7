// The text objectid writes, read by the tools it is pasted into, and the text
// those tools print, read back by objectid. Run by `make interop`:
//
//   OBJECTID=./objectid NODE_PATH=.cache/interop/node_modules node --test interop/
//
// Every expected value is worked out here from the input time or ID, never
// taken from objectid's own output.
'use strict';

const assert = require('node:assert/strict');
const { spawnSync } = require('node:child_process');
const crypto = require('node:crypto');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { test } = require('node:test');
const util = require('node:util');

const { EJSON, ObjectId } = require('bson');
const queryParser = require('mongodb-query-parser');

const objectid = process.env.OBJECTID || path.join(__dirname, '..', 'objectid');
const mongosh = path.join(require.resolve('mongosh/package.json'), '..', 'bin', 'mongosh.js');

// The largest second four unsigned bytes hold: 2106-02-07T06:28:15Z.
const maxSeconds = 0xffffffff;

// Times as a person types them, and the Unix second each means.
const times = [
  { text: '1970-01-01T00:00:00Z', seconds: 0 },
  { text: '2012-10-17T21:13:27Z', seconds: 1350508407 },
  { text: '2012-10-17T21:13:27.999Z', seconds: 1350508407 },
  { text: '2023-11-14T22:13:20Z', seconds: 1700000000 },
  { text: '2024-05-01T12:00:00+05:30', seconds: Date.parse('2024-05-01T06:30:00Z') / 1000 },
  { text: '2024-02-29T23:59:59-08:00', seconds: Date.parse('2024-03-01T07:59:59Z') / 1000 },
  { text: '2038-01-19T03:14:07Z', seconds: 0x7fffffff },
  { text: '2038-01-19T03:14:08Z', seconds: 0x80000000 },
  { text: '2038-01-19T04:14:08+01:00', seconds: 0x80000000 },
  { text: '2106-02-07T06:28:14Z', seconds: maxSeconds - 1 },
  { text: '2106-02-07T06:28:15Z', seconds: maxSeconds },
  { text: '1700000000', seconds: 1700000000 },
  { text: '0', seconds: 0 },
  { text: '4294967295', seconds: maxSeconds },
  { text: '2024-05-01', seconds: Date.parse('2024-05-01T00:00:00Z') / 1000 },
  { text: '2024-05-01 12:00:00', seconds: Date.parse('2024-05-01T12:00:00Z') / 1000 },
  { text: 'ISODate("2024-05-01T12:00:00.000Z")', seconds: Date.parse('2024-05-01T12:00:00Z') / 1000 },
  { text: "new Date('2038-01-19T03:14:08.000Z')", seconds: 0x80000000 },
];

function run(...args) {
  const r = spawnSync(objectid, args, { encoding: 'utf8' });
  if (r.error) throw r.error;
  assert.equal(r.status, 0, `objectid ${args.join(' ')} exited ${r.status}: ${r.stderr}`);
  return r.stdout;
}

function hexSeconds(seconds) {
  return seconds.toString(16).padStart(8, '0');
}

// lowestID is the smallest ID of a second, the bound a range filter uses.
function lowestID(seconds) {
  return hexSeconds(seconds) + '0'.repeat(16);
}

function rfc3339(seconds) {
  return new Date(seconds * 1000).toISOString().replace('.000Z', 'Z');
}

// rangeCases pairs each time with an end one second and one day later, and
// the last second with the end of time, which leaves the filter open.
function rangeCases() {
  const cases = [];
  for (const from of times) {
    for (const step of [1, 86400]) {
      const end = from.seconds + step;
      if (end > maxSeconds + 1) continue;
      cases.push({ from: from.text, to: rfc3339(end), gte: lowestID(from.seconds), lt: end > maxSeconds ? null : lowestID(end) });
    }
    cases.push({ from: from.text, to: null, gte: lowestID(from.seconds), lt: null });
  }
  return cases;
}

function rangeArgs(c, format) {
  const args = ['range', '-from', c.from, '-format', format];
  if (c.to !== null) args.push('-to', c.to);
  return args;
}

function isObjectId(v) {
  return v instanceof ObjectId || (v !== null && typeof v === 'object' && v._bsontype === 'ObjectId');
}

// assertBounds checks a parsed filter: ObjectId bounds, $gte always, $lt
// only when the range has an end, nothing else.
function assertBounds(filter, c, where) {
  assert.deepEqual(Object.keys(filter), ['_id'], where);
  const want = c.lt === null ? ['$gte'] : ['$gte', '$lt'];
  assert.deepEqual(Object.keys(filter._id), want, where);
  for (const op of want) {
    const bound = filter._id[op];
    assert.ok(isObjectId(bound), `${where}: ${op} is ${util.inspect(bound)}, not an ObjectId`);
    const hex = op === '$gte' ? c.gte : c.lt;
    assert.equal(bound.toHexString(), hex, `${where}: ${op}`);
    assert.equal(bound.getTimestamp().getTime() / 1000, parseInt(hex.slice(0, 8), 16), `${where}: ${op} seconds`);
  }
}

// inMongosh evaluates each text as a JavaScript expression in
// `mongosh --nodb` and returns, per text, the value with every ObjectId
// replaced by {objectId, seconds} as mongosh's own ObjectId reports them.
function inMongosh(texts) {
  const script = [
    'function describe(v) {',
    '  if (v instanceof ObjectId) return { objectId: v.toHexString(), seconds: v.getTimestamp().getTime() / 1000 };',
    '  if (Array.isArray(v)) return v.map(describe);',
    '  if (v !== null && typeof v === "object") return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, describe(x)]));',
    '  return { other: typeof v, text: String(v) };',
    '}',
    'const results = [];',
    ...texts.map((t) => `try { results.push({ value: describe((${t}\n)) }); } catch (e) { results.push({ error: String(e) }); }`),
    'print("@@results " + JSON.stringify(results));',
  ].join('\n');
  const out = runMongosh(script);
  const line = out.split('\n').find((l) => l.startsWith('@@results '));
  assert.ok(line, `mongosh printed no results:\n${out}`);
  return JSON.parse(line.slice('@@results '.length));
}

function runMongosh(script) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'objectid-interop-'));
  try {
    const file = path.join(dir, 'check.js');
    fs.writeFileSync(file, script);
    const r = spawnSync(process.execPath, [mongosh, '--nodb', '--quiet', '--norc', file], {
      encoding: 'utf8',
      env: { ...process.env, HOME: dir, MONGOSH_SKIP_NODE_VERSION_CHECK: '1' },
      timeout: 120000,
    });
    if (r.error) throw r.error;
    assert.equal(r.status, 0, `mongosh exited ${r.status}:\n${r.stdout}\n${r.stderr}`);
    return r.stdout;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

test('shell range filter evaluates in mongosh to ObjectId bounds', () => {
  const cases = rangeCases();
  const texts = cases.map((c) => run(...rangeArgs(c, 'shell')).trim());
  const results = inMongosh(texts);
  cases.forEach((c, i) => {
    const where = `range ${rangeArgs(c, 'shell').join(' ')} → ${texts[i]}`;
    assert.equal(results[i].error, undefined, `${where}: ${results[i].error}`);
    const got = results[i].value;
    const want = { _id: { $gte: { objectId: c.gte, seconds: parseInt(c.gte.slice(0, 8), 16) } } };
    if (c.lt !== null) want._id.$lt = { objectId: c.lt, seconds: parseInt(c.lt.slice(0, 8), 16) };
    assert.deepEqual(got, want, where);
  });
});

test('compass range filter parses with mongodb-query-parser to ObjectId bounds', () => {
  for (const c of rangeCases()) {
    const text = run(...rangeArgs(c, 'compass')).trim();
    assert.ok(!text.includes('\n'), `${text}: Compass's filter bar takes one line`);
    assert.ok(queryParser.isFilterValid(text), `${text}: mongodb-query-parser calls it invalid`);
    assertBounds(queryParser.parseFilter(text), c, text);
  }
});

// Compass reads {"$oid": …} as a plain sub-document: the reason the
// compass format is shell syntax. If the parser ever reads it as an
// ObjectId, this fails and the README's claim must change.
test('mongodb-query-parser reads an Extended JSON filter as a plain sub-document', () => {
  const text = run('range', '-from', '2024-05-01T00:00:00Z', '-format', 'ejson').trim();
  const bound = queryParser.parseFilter(text)._id.$gte;
  assert.ok(!isObjectId(bound), `${text}: the parser made an ObjectId of it`);
  assert.deepEqual(bound, { $oid: lowestID(Date.parse('2024-05-01T00:00:00Z') / 1000) });
});

test('ejson range filter parses with EJSON.parse to ObjectId bounds', () => {
  for (const c of rangeCases()) {
    const text = run(...rangeArgs(c, 'ejson')).trim();
    for (const relaxed of [true, false]) {
      assertBounds(EJSON.parse(text, { relaxed }), c, `${text} (relaxed ${relaxed})`);
    }
  }
});

// batchSeconds checks n IDs made at a second: each an ObjectId of that
// second, all different.
function assertBatch(ids, n, seconds, where) {
  assert.equal(ids.length, n, where);
  const seen = new Set();
  for (const id of ids) {
    assert.ok(isObjectId(id), `${where}: ${util.inspect(id)} is not an ObjectId`);
    assert.equal(id.getTimestamp().getTime() / 1000, seconds, where);
    seen.add(id.toHexString());
  }
  assert.equal(seen.size, n, `${where}: repeated IDs`);
}

test('shell batch lines evaluate in mongosh to ObjectIds', () => {
  const lines = [];
  const expect = [];
  for (const t of times) {
    const out = run('generate', '-n', '3', '-at', t.text, '-format', 'shell');
    for (const line of out.trimEnd().split('\n')) {
      lines.push(line);
      expect.push(t.seconds);
    }
  }
  inMongosh(lines).forEach((r, i) => {
    assert.equal(r.error, undefined, `${lines[i]}: ${r.error}`);
    assert.equal(r.value.seconds, expect[i], lines[i]);
    assert.equal(r.value.objectId, lines[i].slice('ObjectId("'.length, -2), lines[i]);
  });
});

test('ejson batch lines parse with EJSON.parse to ObjectIds', () => {
  for (const t of times) {
    const out = run('generate', '-n', '3', '-at', t.text, '-format', 'ejson');
    const ids = out.trimEnd().split('\n').map((line) => EJSON.parse(line));
    assertBatch(ids, 3, t.seconds, `generate -at ${t.text} -format ejson`);
  }
});

test('shell-array batch evaluates in mongosh to an array of ObjectIds, inside $in too', () => {
  const texts = [];
  for (const t of times) {
    const text = run('generate', '-n', '3', '-at', t.text, '-format', 'shell-array').trimEnd();
    assert.ok(!text.includes('\n'), text);
    texts.push(text, `{_id: {$in: ${text}}}`);
  }
  const results = inMongosh(texts);
  times.forEach((t, i) => {
    for (const [k, r] of [[2 * i, results[2 * i]], [2 * i + 1, results[2 * i + 1]]]) {
      assert.equal(r.error, undefined, `${texts[k]}: ${r.error}`);
      const array = k % 2 === 0 ? r.value : r.value._id.$in;
      assert.ok(Array.isArray(array) && array.length === 3, `${texts[k]}: ${JSON.stringify(r.value)}`);
      for (const v of array) assert.equal(v.seconds, t.seconds, texts[k]);
      assert.equal(new Set(array.map((v) => v.objectId)).size, 3, texts[k]);
    }
  });
  assert.deepEqual(inMongosh([run('generate', '-n', '1', '-format', 'shell-array').trimEnd()])[0].value.length, 1);
});

test('ejson-array batch parses with EJSON.parse to an array of ObjectIds', () => {
  for (const t of times) {
    const text = run('generate', '-n', '3', '-at', t.text, '-format', 'ejson-array');
    for (const relaxed of [true, false]) {
      const ids = EJSON.parse(text, { relaxed });
      assert.ok(Array.isArray(ids), text);
      assertBatch(ids, 3, t.seconds, `generate -at ${t.text} -format ejson-array`);
    }
    const filter = EJSON.parse(`{"_id": {"$in": ${text}}}`);
    assertBatch(filter._id.$in, 3, t.seconds, 'inside $in');
  }
});

test('mongoimport batch lines parse with EJSON.parse to documents with an ObjectId _id', () => {
  for (const t of times) {
    const out = run('generate', '-n', '3', '-at', t.text, '-format', 'mongoimport');
    const docs = out.trimEnd().split('\n').map((line) => EJSON.parse(line, { relaxed: false }));
    for (const doc of docs) assert.deepEqual(Object.keys(doc), ['_id'], JSON.stringify(doc));
    assertBatch(docs.map((d) => d._id), 3, t.seconds, `generate -at ${t.text} -format mongoimport`);
  }
});

// printedIDs are IDs whose printed forms objectid must read back: the
// edges of time and of each byte, and random ones.
function printedIDs() {
  const ids = ['000000000000000000000000', '507f1f77bcf86cd799439011', '7fffffffffffffffffffffff', '800000000000000000000000', 'ffffffffffffffffffffffff'];
  for (let i = 0; i < 5; i++) ids.push(crypto.randomBytes(12).toString('hex'));
  return ids;
}

function decodedHex(text) {
  const r = spawnSync(objectid, ['decode', '-json', '--', text], { encoding: 'utf8' });
  if (r.error) throw r.error;
  assert.equal(r.status, 0, `objectid decode ${JSON.stringify(text)} exited ${r.status}: ${r.stderr}`);
  return JSON.parse(r.stdout).hex;
}

test('every form js-bson prints for an ObjectId decodes to the same ID', () => {
  for (const hex of printedIDs()) {
    const id = new ObjectId(hex);
    const forms = {
      inspect: util.inspect(id),
      'inspect in a document': util.inspect({ _id: id, name: 'order', n: 1 }),
      'inspect in a document over lines': util.inspect({ _id: id, name: 'a'.repeat(80) }),
      'inspect in an array': util.inspect([id]),
      'EJSON of a document': EJSON.stringify({ _id: id, n: 1 }),
      'EJSON of a document, indented': EJSON.stringify({ _id: id, n: 1 }, null, 2),
      toString: id.toString(),
      toHexString: id.toHexString(),
      'JSON.stringify': JSON.stringify(id),
      'EJSON canonical': EJSON.stringify(id, { relaxed: false }),
      'EJSON relaxed': EJSON.stringify(id, { relaxed: true }),
    };
    for (const [how, text] of Object.entries(forms)) {
      assert.equal(decodedHex(text), hex, `${how}: ${text}`);
    }
  }
});

test('every form mongosh prints for an ObjectId decodes to the same ID', () => {
  const ids = printedIDs();
  const forms = {
    print: (v) => `print(${v})`,
    'a printed document': (v) => `printjson({_id: ${v}, name: "order", total: NumberDecimal("1.5")})`,
    'a document line': (v) => `print(EJSON.stringify({_id: ${v}}).slice(1, -1))`,
    'a printed array': (v) => `printjson([${v}])`,
    inspect: (v) => `print(util.inspect(${v}))`,
    toString: (v) => `print(${v}.toString())`,
    'EJSON canonical': (v) => `print(EJSON.stringify(${v}, {relaxed: false}))`,
    'EJSON relaxed': (v) => `print(EJSON.stringify(${v}, {relaxed: true}))`,
  };
  const script = [];
  for (const hex of ids) {
    for (const [how, write] of Object.entries(forms)) {
      script.push(`print("@@form ${hex} ${how}")`, write(`ObjectId("${hex}")`));
    }
  }
  script.push('print("@@end")');
  const out = runMongosh(script.join('\n'));
  const blocks = out.split(/^@@form /m).slice(1);
  assert.equal(blocks.length, ids.length * Object.keys(forms).length, out);
  for (const block of blocks) {
    const [head, ...body] = block.split('\n');
    const [hex, ...how] = head.split(' ');
    const text = body.join('\n').replace(/\n@@end\n?$/, '').trimEnd();
    assert.equal(decodedHex(text), hex, `mongosh ${how.join(' ')}: ${text}`);
  }
});

// mongosh's own Database class, on a connection that is never made: db.<name>
// and db.getCollection(name) resolve a collection as the shell does, and
// find, stubbed, hands back what it was given.
function shellDatabase() {
  const { Database, Collection } = require('@mongosh/shell-api');
  const { constructShellBson } = require('@mongosh/shell-bson');
  const bson = require('bson');
  const mongo = { _instanceState: { shellApi: {}, context: {}, emitApiCallWithArgs() {}, messageBus: { emit() {} } }, _serviceProvider: {} };
  Collection.prototype.find = function find(filter) {
    return { collection: this._name, filter };
  };
  return { db: new Database(mongo, 'test'), shellBson: constructShellBson({ bsonLibrary: bson, printWarning: () => {} }), Database };
}

function collectionNames(Database) {
  const members = new Set();
  for (let p = Database.prototype; p; p = Object.getPrototypeOf(p)) {
    for (const n of Object.getOwnPropertyNames(p)) members.add(n);
  }
  const names = ['collection', 'orders', 'Orders2', '_private', '__proto__', '2024', 'my-orders', 'my orders', 'a.b', "it's", 'say "hi" \\ <b>', 'päivä', '日本', 'systems'];
  return names.concat([...members].filter((n) => n !== '' && !n.includes('$')));
}

test('the mongosh find command finds in the named collection with the shell filter', () => {
  const { db, shellBson, Database } = shellDatabase();
  const c = { from: '2024-05-01T00:00:00Z', to: '2024-05-02T00:00:00Z', gte: lowestID(Date.parse('2024-05-01T00:00:00Z') / 1000), lt: lowestID(Date.parse('2024-05-02T00:00:00Z') / 1000) };
  for (const name of collectionNames(Database)) {
    const text = run(...rangeArgs(c, 'shell'), '-collection', name).trim();
    const evaluate = new Function('db', 'ObjectId', `return (${text});`);
    const got = evaluate(db, shellBson.ObjectId);
    assert.equal(got && got.collection, name, `${text}: mongosh's db finds in ${util.inspect(got && got.collection)}`);
    assertBounds(got.filter, c, text);
  }
});

test('the mongoexport command reads, word by word in a POSIX shell, as the database, the collection and the ejson filter', () => {
  const { Database } = shellDatabase();
  const c = { from: '2038-01-19T03:14:07Z', to: null, gte: lowestID(0x7fffffff), lt: null };
  for (const name of collectionNames(Database)) {
    const text = run(...rangeArgs(c, 'ejson'), '-db', "it's mine", '-collection', name).trim();
    assert.ok(text.startsWith('mongoexport '), text);
    const r = spawnSync('/bin/sh', ['-c', `set -- ${text.slice('mongoexport '.length)}; for a do printf '%s\\0' "$a"; done`], { encoding: 'utf8' });
    assert.equal(r.status, 0, `${text}: ${r.stderr}`);
    const words = r.stdout.split('\0').slice(0, -1);
    assert.equal(words.length, 3, `${text}: ${JSON.stringify(words)}`);
    assert.equal(words[0], "--db=it's mine", text);
    assert.equal(words[1], `--collection=${name}`, text);
    assert.ok(words[2].startsWith('--query='), text);
    assertBounds(EJSON.parse(words[2].slice('--query='.length), { relaxed: false }), c, text);
  }
});

// The texts the window's Decode tab copies, as core's ShellFilter and
// ISODate write them (core's tests pin those to these templates).
test('the {_id: ObjectId("…")} and ISODate("…") Decode copies evaluate in mongosh to that ID and time', () => {
  const ids = printedIDs();
  const texts = [];
  for (const hex of ids) {
    const filter = `{_id: ObjectId("${hex}")}`;
    const seconds = parseInt(hex.slice(0, 8), 16);
    texts.push(filter, `ISODate("${rfc3339(seconds)}")`);
  }
  const results = inMongosh(texts.map((t, i) => (i % 2 === 1 ? `${t}.getTime() / 1000` : t)));
  ids.forEach((hex, i) => {
    assert.deepEqual(results[2 * i].value, { _id: { objectId: hex, seconds: parseInt(hex.slice(0, 8), 16) } }, texts[2 * i]);
    assert.deepEqual(results[2 * i + 1].value, { other: 'number', text: String(parseInt(hex.slice(0, 8), 16)) }, texts[2 * i + 1]);
    assert.equal(decodedSeconds(texts[2 * i + 1]), parseInt(hex.slice(0, 8), 16), `objectid reads back ${texts[2 * i + 1]}`);
  });
});

function decodedSeconds(isoDate) {
  const r = spawnSync(objectid, ['range', '-from', isoDate, '-format', 'ejson'], { encoding: 'utf8' });
  assert.equal(r.status, 0, r.stderr);
  return parseInt(EJSON.parse(r.stdout)._id.$gte.toHexString().slice(0, 8), 16);
}
