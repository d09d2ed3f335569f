// Dependency-free wire-protocol probes used by the infra health checks.
//   node probe.mjs kafka HOST PORT [--topics]   Kafka Metadata v4: prints broker count (and topic names)
//   node probe.mjs mongo HOST PORT              MongoDB OP_MSG {ping:1}: prints maxWireVersion from isMaster
// Exit 0 when the server answered the protocol correctly, 1 otherwise.
import net from 'node:net';

const [kind, host = '127.0.0.1', portArg, flag] = process.argv.slice(2);
const port = Number(portArg);
const TIMEOUT_MS = Number(process.env.PROBE_TIMEOUT_MS || 3000);

function roundTrip(request, isComplete) {
  return new Promise((resolve, reject) => {
    const sock = net.connect({ host, port });
    let buf = Buffer.alloc(0);
    const timer = setTimeout(() => {
      sock.destroy();
      reject(new Error(`timeout after ${TIMEOUT_MS}ms`));
    }, TIMEOUT_MS);
    sock.on('connect', () => sock.write(request));
    sock.on('data', (chunk) => {
      buf = Buffer.concat([buf, chunk]);
      if (buf.length >= 4 && isComplete(buf)) {
        clearTimeout(timer);
        sock.end();
        resolve(buf);
      }
    });
    sock.on('error', (e) => {
      clearTimeout(timer);
      reject(e);
    });
  });
}

// ---------- Kafka ----------
async function kafka() {
  const clientId = Buffer.from('mm-infra-probe');
  const body = Buffer.alloc(2 + 2 + 4 + 2 + clientId.length + 4 + 1);
  let o = 0;
  o = body.writeInt16BE(3, o); // api key Metadata
  o = body.writeInt16BE(4, o); // version 4 (non-flexible, supported by Kafka 1.0 .. 4.x)
  o = body.writeInt32BE(1, o); // correlation id
  o = body.writeInt16BE(clientId.length, o);
  o += clientId.copy(body, o);
  o = body.writeInt32BE(-1, o); // topics: null = all
  body.writeInt8(0, o); // allow_auto_topic_creation = false
  const size = Buffer.alloc(4);
  size.writeInt32BE(body.length);
  const res = await roundTrip(Buffer.concat([size, body]), (b) => b.length >= 4 + b.readInt32BE(0));
  let p = 4;
  const int16 = () => {
    const v = res.readInt16BE(p);
    p += 2;
    return v;
  };
  const int32 = () => {
    const v = res.readInt32BE(p);
    p += 4;
    return v;
  };
  const str = () => {
    const n = int16();
    if (n < 0) return null;
    const s = res.toString('utf8', p, p + n);
    p += n;
    return s;
  };
  if (int32() !== 1) throw new Error('bad correlation id');
  int32(); // throttle
  const brokers = [];
  for (let i = int32(); i > 0; i--) brokers.push({ id: int32(), host: str(), port: int32(), rack: str() });
  const clusterId = str();
  const controller = int32();
  const topics = [];
  for (let i = int32(); i > 0; i--) {
    const err = int16();
    const name = str();
    const internal = res.readInt8(p) === 1;
    p += 1;
    let partitions = 0;
    for (let j = int32(); j > 0; j--) {
      int16();
      int32();
      int32(); // error, partition index, leader
      const replicas = int32();
      p += 4 * replicas;
      const isr = int32();
      p += 4 * isr;
      partitions++;
    }
    topics.push({ name, err, internal, partitions });
  }
  if (brokers.length === 0) throw new Error('no brokers in metadata');
  if (flag === '--topics') {
    for (const t of topics.filter((t) => !t.internal).sort((a, b) => a.name.localeCompare(b.name))) console.log(`${t.name}\t${t.partitions}`);
  } else {
    console.log(`kafka ok: cluster ${clusterId}, ${brokers.length} broker(s), controller ${controller}, ${topics.filter((t) => !t.internal).length} topic(s)`);
  }
}

// ---------- MongoDB ----------
function bsonDoc(fields) {
  const parts = [];
  for (const [k, v] of Object.entries(fields)) {
    const key = Buffer.from(`${k}\0`);
    if (typeof v === 'number') {
      const b = Buffer.alloc(4);
      b.writeInt32LE(v);
      parts.push(Buffer.from([0x10]), key, b);
    } else {
      const s = Buffer.from(`${v}\0`);
      const n = Buffer.alloc(4);
      n.writeInt32LE(s.length);
      parts.push(Buffer.from([0x02]), key, n, s);
    }
  }
  const inner = Buffer.concat(parts);
  const len = Buffer.alloc(4);
  len.writeInt32LE(inner.length + 5);
  return Buffer.concat([len, inner, Buffer.from([0])]);
}
function bsonGet(doc, want) {
  // top-level scalar lookup (int32, double, bool, string)
  let p = 4;
  while (p < doc.length - 1) {
    const type = doc[p++];
    const end = doc.indexOf(0, p);
    const key = doc.toString('utf8', p, end);
    p = end + 1;
    let val;
    let size;
    switch (type) {
      case 0x01:
        val = doc.readDoubleLE(p);
        size = 8;
        break;
      case 0x02:
        size = 4 + doc.readInt32LE(p);
        val = doc.toString('utf8', p + 4, p + size - 1);
        break;
      case 0x03:
      case 0x04:
        size = doc.readInt32LE(p);
        break;
      case 0x08:
        val = doc[p] === 1;
        size = 1;
        break;
      case 0x09:
      case 0x11:
      case 0x12:
        size = 8;
        break;
      case 0x10:
        val = doc.readInt32LE(p);
        size = 4;
        break;
      case 0x07:
        size = 12;
        break;
      case 0x0a:
        size = 0;
        break;
      case 0x05:
        size = 5 + doc.readInt32LE(p);
        break;
      default:
        return undefined;
    }
    if (key === want) return val;
    p += size;
  }
  return undefined;
}
async function mongoCommand(cmd) {
  const doc = bsonDoc({ ...cmd, $db: 'admin' });
  const header = Buffer.alloc(16 + 4 + 1);
  header.writeInt32LE(header.length + doc.length, 0);
  header.writeInt32LE(1, 4); // request id
  header.writeInt32LE(0, 8);
  header.writeInt32LE(2013, 12); // OP_MSG
  header.writeUInt32LE(0, 16); // flags
  header.writeUInt8(0, 20); // section kind 0: body
  const res = await roundTrip(Buffer.concat([header, doc]), (b) => b.length >= b.readInt32LE(0));
  if (res.readInt32LE(12) !== 2013) throw new Error(`unexpected opCode ${res.readInt32LE(12)}`);
  return res.subarray(21);
}
async function mongo() {
  const ping = await mongoCommand({ ping: 1 });
  if (bsonGet(ping, 'ok') !== 1) throw new Error('ping not ok');
  const hello = await mongoCommand({ isMaster: 1 });
  console.log(`mongo ok: maxWireVersion ${bsonGet(hello, 'maxWireVersion')}`);
}

const probes = { kafka, mongo };
if (!probes[kind] || !port) {
  console.error('usage: node probe.mjs kafka|mongo HOST PORT [--topics]');
  process.exit(2);
}
probes[kind]().then(
  () => process.exit(0),
  (err) => {
    console.error(`${kind} probe failed on ${host}:${port}: ${err.message}`);
    process.exit(1);
  },
);
