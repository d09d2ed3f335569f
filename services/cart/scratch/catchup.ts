import { startService } from '@minutemart/kit';
import { testServiceEnv } from '@minutemart/kit/testing';
import mongoose from 'mongoose';
import { readCartConfig } from '../src/config.js';
import { cartService } from '../src/service.js';
const env = testServiceEnv('cart', { LOG_LEVEL: 'warn' });
const t0 = Date.now();
const svc = await startService(cartService(readCartConfig(env)));
console.log('started in', Date.now() - t0, 'ms');
for (;;) {
  const r = await fetch(`${svc.url}/readyz`); const b = await r.json();
  if (r.status === 200) break;
  const n = await svc.runtime.db.collection('products').estimatedDocumentCount();
  process.stdout.write(`${((Date.now() - t0) / 1000).toFixed(1)}s ${b.data.products} docs=${n}\n`);
  await new Promise((r) => setTimeout(r, 2000));
}
console.log('caught up in', Date.now() - t0, 'ms; products', await svc.runtime.db.collection('products').countDocuments(), 'deleted', await svc.runtime.db.collection('products').countDocuments({ deleted: true }));
await svc.runtime.db.dropDatabase();
await svc.stop();
process.exit(0);
