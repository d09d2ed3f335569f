// Where an order's placed → confirmed time goes, per hop, from what the stack itself recorded:
//   relay1    order written (orders.createdAt)        → order.placed appended to Kafka (message timestamp)
//   consume1  order.placed on Kafka                   → reservation written by the catalogue (stock_reservations.createdAt)
//   relay2    reservation written                     → stock.reserved / stock.rejected on Kafka
//   consume2  stock.* on Kafka                        → order confirmed (history entry)
// Run it right after `make bench-orders` against the same stack:
//   MM_DB_SUFFIX=_perf KAFKA_TOPIC_PREFIX=perf. SINCE_S=60 node deploy/bench/saga-hops.mjs
// Reads MONGO_URL and KAFKA_BROKERS like the services (defaults: the local infrastructure).
import { MongoClient } from 'mongodb';
import kafkajs from 'kafkajs';

const since = new Date(Date.now() - Number(process.env.SINCE_S || 120) * 1000);
const suffix = process.env.MM_DB_SUFFIX ?? '';
const prefix = process.env.KAFKA_TOPIC_PREFIX ?? '';
const mongo = await new MongoClient(process.env.MONGO_URL || 'mongodb://127.0.0.1:27017').connect();
const kafka = new kafkajs.Kafka({
  clientId: 'saga-hops',
  brokers: (process.env.KAFKA_BROKERS || '127.0.0.1:9092').split(','),
  logLevel: kafkajs.logLevel.NOTHING,
});

const orders = await mongo
  .db(`minutemart_order${suffix}`)
  .collection('orders')
  .find({ createdAt: { $gte: since } })
  .project({ orderId: 1, createdAt: 1, history: 1 })
  .toArray();
const reservations = new Map(
  (
    await mongo
      .db(`minutemart_catalogue${suffix}`)
      .collection('stock_reservations')
      .find({ createdAt: { $gte: since } })
      .project({ createdAt: 1 })
      .toArray()
  ).map((r) => [String(r._id), r.createdAt.getTime()]),
);
await mongo.close();

/** `type:orderId` → the Kafka timestamp of that event, for events appended since `since`. */
async function eventTimes(topic, wanted) {
  const admin = kafka.admin();
  await admin.connect();
  const from = await admin.fetchTopicOffsetsByTimestamp(topic, since.getTime());
  const to = await admin.fetchTopicOffsets(topic);
  await admin.disconnect();
  let left = to.reduce((n, e) => n + Number(e.high) - Number(from.find((o) => o.partition === e.partition).offset), 0);
  const times = new Map();
  if (left <= 0) return times;
  const consumer = kafka.consumer({ groupId: `saga-hops-${process.pid}-${Date.now()}` });
  await consumer.connect();
  await consumer.subscribe({ topic });
  await new Promise((resolve) => {
    consumer.on(consumer.events.GROUP_JOIN, () => {
      for (const o of from) consumer.seek({ topic, partition: o.partition, offset: o.offset });
    });
    void consumer.run({
      eachMessage: async ({ message }) => {
        const event = JSON.parse(message.value.toString());
        if (wanted(event.type)) times.set(`${event.type.split('.')[0]}:${event.data.orderId}`, Number(message.timestamp));
        if (--left <= 0) resolve();
      },
    });
  });
  await consumer.disconnect();
  return times;
}

const placed = await eventTimes(`${prefix}minutemart.order.v1`, (t) => t === 'order.placed');
const answered = await eventTimes(`${prefix}minutemart.stock.v1`, (t) => t === 'stock.reserved' || t === 'stock.rejected');
const rows = [];
for (const o of orders) {
  const written = o.createdAt.getTime();
  const onKafka = placed.get(`order:${o.orderId}`);
  const reserved = reservations.get(o.orderId);
  const answer = answered.get(`stock:${o.orderId}`);
  const confirmed = o.history.find((h) => h.state === 'confirmed')?.at?.getTime();
  if (onKafka && reserved && answer && confirmed) {
    rows.push({ relay1: onKafka - written, consume1: reserved - onKafka, relay2: answer - reserved, consume2: confirmed - answer, total: confirmed - written });
  }
}
const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];
console.log(`| hop | orders | p50 ms | p95 ms | max ms |`);
console.log(`| --- | ---: | ---: | ---: | ---: |`);
for (const hop of ['relay1', 'consume1', 'relay2', 'consume2', 'total']) {
  const sorted = rows.map((r) => r[hop]).sort((a, b) => a - b);
  console.log(`| ${hop} | ${sorted.length} | ${pct(sorted, 0.5) ?? '–'} | ${pct(sorted, 0.95) ?? '–'} | ${sorted.at(-1) ?? '–'} |`);
}
