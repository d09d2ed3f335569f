import { createRequire } from 'node:module';
import { createKafka, createLogger, ResilientProducer } from '../src/index.js';
import { testInfra } from '../src/testing/index.js';

const require = createRequire(import.meta.url);
const logger = createLogger('kit-test', 'silent');

/**
 * kafkajs 2.2.4 re-arms a sub-millisecond timer per broker connection for ever (see
 * kafka/request-queue-fix.ts). With the kit's client, an idle connection must not check its queue
 * at all; with the bug it checks it hundreds of times a second.
 */
test('an idle Kafka connection made by the kit does not spin its request queue', async () => {
  const kafka = createKafka('kit-idle-test', testInfra.kafkaBrokers.split(','), logger);
  const RequestQueue = require('kafkajs/src/network/requestQueue/index.js') as { prototype: { checkPendingRequests(): void } };
  const original = RequestQueue.prototype.checkPendingRequests;
  let checks = 0;
  RequestQueue.prototype.checkPendingRequests = function (this: unknown) {
    checks++;
    return original.call(this);
  };
  const producer = new ResilientProducer(kafka, logger);
  try {
    await producer.connect();
    await new Promise((r) => setTimeout(r, 200)); // connecting's own answers settle
    checks = 0;
    await new Promise((r) => setTimeout(r, 1_000));
    // Each finished request checks the queue once; an idle second has a metadata refresh at most.
    expect(checks).toBeLessThan(20);
  } finally {
    RequestQueue.prototype.checkPendingRequests = original;
    await producer.disconnect();
  }
});
