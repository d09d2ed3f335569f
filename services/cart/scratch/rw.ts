import { Kafka, logLevel } from 'kafkajs';
const kafka = new Kafka({ clientId: 'x', brokers: ['127.0.0.1:9092'], logLevel: logLevel.INFO });
const admin = kafka.admin();
let t = Date.now();
await admin.connect(); console.log('connect', Date.now() - t); t = Date.now();
const r = await admin.fetchOffsets({ groupId: 'cart-products-fresh' + Date.now(), topics: ['minutemart.product.v1'] });
console.log('fetch', Date.now() - t, JSON.stringify(r)); t = Date.now();
await admin.disconnect();
