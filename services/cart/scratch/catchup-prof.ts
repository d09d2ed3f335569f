import { startService } from '@minutemart/kit';
import { testServiceEnv } from '@minutemart/kit/testing';
import { readCartConfig } from '../src/config.js';
import { cartService } from '../src/service.js';
const def = cartService(readCartConfig(testServiceEnv('cart', { LOG_LEVEL: 'warn' })));
let inApply = 0, batches = 0, events = 0;
const setup = def.setup.bind(def);
def.setup = async (rt) => {
  const parts = await setup(rt);
  for (const c of parts.consumers ?? []) if (c.applyBatch) {
    const orig = c.applyBatch;
    c.applyBatch = async (evs) => { const t = performance.now(); try { await orig(evs); } finally { inApply += performance.now() - t; batches++; events += evs.length; } };
  }
  return parts;
};
const t0 = Date.now();
const svc = await startService(def);
for (;;) {
  const r = await fetch(`${svc.url}/readyz`);
  if (r.status === 200) break;
  await new Promise((r) => setTimeout(r, 500));
}
console.log(`caught up in ${Date.now() - t0} ms; applyBatch ${Math.round(inApply)} ms over ${batches} batches, ${events} events`);
await svc.runtime.db.dropDatabase();
await svc.stop();
process.exit(0);
