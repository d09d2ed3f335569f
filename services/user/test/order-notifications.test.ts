import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Kafka, logLevel, type Producer } from 'kafkajs';
import { SMTPServer } from 'smtp-server';
import {
  orderCancelledV1,
  orderConfirmedV1,
  orderDeliveredV1,
  orderItemMissingV1,
  orderItemSubstitutedV1,
  orderOutForDeliveryV1,
  topics,
  type EventDefinition,
  type OrderStateV1,
} from '@minutemart/contracts';

type StateV1 = OrderStateV1;
import { newEvent } from '@minutemart/kit';
import { dropTopics, testInfra, testServiceEnv, uniqueName } from '@minutemart/kit/testing';
import { startService } from '@minutemart/kit';
import type { z } from 'zod';
import { readUserConfig } from '../src/config.js';
import { userService } from '../src/service.js';
import { http, mailsTo, signUp, waitFor, waitForMails } from './harness.js';

const TOKEN = 'test-internal-token-for-mails';

/**
 * Stand-in for the order service's /internal reads (the one call the sender makes), the way the
 * order service's tests stand in for the user service's address book.
 */
class OrdersStandIn {
  private server!: Server;
  url = '';
  calls = 0;
  async start(): Promise<void> {
    this.server = createServer((req, res) => {
      this.calls++;
      if (req.headers.authorization !== `Bearer ${TOKEN}`) return void res.writeHead(401).end();
      const m = /^\/internal\/order\/(ORD-[0-9a-f]{24})(\/invoice)?$/.exec(req.url ?? '');
      if (!m) return void res.writeHead(404).end();
      const orderId = m[1]!;
      if (m[2]) {
        res.writeHead(200, { 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename="Invoice-INV-2627-000042.pdf"' });
        return void res.end(Buffer.from('%PDF-1.3\nINV/2627/000042\n%%EOF\n'));
      }
      const order = {
        orderId,
        storeName: 'Indiranagar',
        state: 'confirmed',
        paymentMethod: 'cod',
        paymentState: 'cod_due',
        promisedAt: null,
        items: [
          { productId: 'a', name: 'Amul Taaza Toned Milk', unit: '1 L', quantity: 2, missing: 0, lineTotalPaise: 11_200 },
          { productId: 'b', name: 'Parle-G <Biscuits>', unit: '800 g', quantity: 1, missing: 0, lineTotalPaise: 9_000 },
        ],
        totals: { subTotalPaise: 20_200, itemsPaise: 20_200, deliveryPaise: 0, grandTotalPaise: 22_700, savingsPaise: 0, totalQty: 3 },
        pricing: { fees: [{ kind: 'delivery', label: 'Delivery fee', amountPaise: 2_500 }], discounts: [] },
      };
      const documents = { invoice: { kind: 'invoice', number: 'INV/2627/000042', totals: { valuePaise: 22_700, taxPaise: 1_754 } }, creditNotes: [] };
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ success: true, error: false, message: 'Order', data: { order, documents } }));
    });
    await new Promise<void>((r) => this.server.listen(0, '127.0.0.1', r));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }
  stop(): Promise<void> {
    return new Promise((r) => {
      this.server.close(() => r());
      this.server.closeAllConnections();
    });
  }
}

const orders = new OrdersStandIn();
const prefix = `${uniqueName('tnotify')}.`;
let producer: Producer;
beforeAll(async () => {
  await orders.start();
  producer = new Kafka({ clientId: uniqueName('t-notify'), brokers: testInfra.kafkaBrokers.split(','), logLevel: logLevel.NOTHING }).producer();
  await producer.connect();
});
afterAll(async () => {
  await producer?.disconnect();
  await orders.stop();
  await dropTopics(prefix);
});

/** A user service on this file's topics; the same `db` and `group` make a restart of the same one. */
async function startUser(extra: Record<string, string> = {}) {
  const env = testServiceEnv('user', {
    REDIS_PREFIX: uniqueName('t_user'),
    SMTP_URL: testInfra.smtpUrl,
    KAFKA_TOPIC_PREFIX: prefix,
    ORDER_SERVICE_URL: orders.url,
    INTERNAL_TOKEN: TOKEN,
    NOTIFY_POLL_MS: '200',
    NOTIFY_RETRY_BASE_MS: '200',
    NOTIFY_RETRY_MAX_MS: '1000',
    ...extra,
  });
  const svc = await startService(userService(readUserConfig(env)));
  await Promise.race([Promise.all(svc.consumers.map((c) => c.joined)), new Promise((r) => setTimeout(r, 30_000))]);
  return { svc, env };
}

const hex = () => [...crypto.getRandomValues(new Uint8Array(12))].map((b) => b.toString(16).padStart(2, '0')).join('');
const newOrderId = () => `ORD-${hex()}`;
const step = (orderId: string, userId: string, seq: number, from: StateV1, to: StateV1) => ({
  orderId,
  userId,
  storeId: 'indiranagar',
  from,
  to,
  by: { kind: 'system' as const },
  at: new Date().toISOString(),
  seq,
});
async function publish<S extends z.ZodType>(def: EventDefinition<string, S>, orderId: string, data: z.input<S>, sameEventAs?: { id: string }) {
  const e = newEvent(def, 'order-service', orderId, data);
  const value = sameEventAs ? JSON.stringify({ ...JSON.parse(e.value), id: sameEventAs.id }) : e.value;
  await producer.send({ topic: `${prefix}${topics.order.name}`, acks: -1, messages: [{ key: e.key, value, headers: e.headers }] });
  return JSON.parse(value) as { id: string };
}
const lines = [{ productId: 'a'.repeat(24), quantity: 2 }];
const ledgerOf = (svc: { runtime: { db: { collection(n: string): any } } }, orderId: string) =>
  svc.runtime.db.collection('notifications').find({ orderId }).toArray() as Promise<any[]>;

describe('order mails', () => {
  it('sends each order change once (the invoice attached on delivery), and only the transactional ones to a shopper who turned the others off', async () => {
    const { svc } = await startUser();
    try {
      const asha = await signUp(svc.url);
      const orderId = newOrderId();
      const first = await publish(orderConfirmedV1, orderId, { ...step(orderId, asha.id, 2, 'pending', 'confirmed'), lines });
      await publish(orderConfirmedV1, orderId, { ...step(orderId, asha.id, 2, 'pending', 'confirmed'), lines }, first); // redelivered
      await publish(orderItemMissingV1, orderId, {
        orderId,
        userId: asha.id,
        storeId: 'indiranagar',
        by: { kind: 'admin' },
        at: new Date().toISOString(),
        seq: 4,
        productId: 'b',
        name: 'Parle-G',
        quantity: 1,
        refundPaise: 9_000,
        grandTotalPaise: 13_700,
      });
      await publish(orderItemSubstitutedV1, orderId, {
        orderId,
        userId: asha.id,
        storeId: 'indiranagar',
        by: { kind: 'admin' },
        at: new Date().toISOString(),
        seq: 5,
        productId: 'c',
        substituteId: 'd',
        name: 'Britannia Marie',
        quantity: 1,
        refundPaise: 500,
        grandTotalPaise: 13_200,
      });
      await publish(orderOutForDeliveryV1, orderId, step(orderId, asha.id, 7, 'packed', 'out_for_delivery'));
      await publish(orderDeliveredV1, orderId, step(orderId, asha.id, 8, 'out_for_delivery', 'delivered'));
      const mails = await waitForMails(asha.email, 5, 30_000);
      await new Promise((r) => setTimeout(r, 1_500)); // a duplicate would arrive by now
      const all = await mailsTo(asha.email);
      const subjects = all.map((m) => m.subject).sort();
      expect(subjects).toEqual(
        [
          `Delivered: your invoice for ${orderId}`,
          `Order confirmed · ${orderId}`,
          `Refund for an item of ${orderId}`,
          `We replaced an item in ${orderId}`,
          `Your order is on its way · ${orderId}`,
        ].sort(),
      );
      const delivered = all.find((m) => m.subject.startsWith('Delivered'))! as any;
      expect(
        delivered.attachments?.map((a: { fileName?: string; generatedFileName?: string; contentType: string }) => [
          a.fileName ?? a.generatedFileName,
          a.contentType,
        ]),
      ).toEqual([['Invoice-INV-2627-000042.pdf', 'application/pdf']]);
      const confirmed = mails.find((m) => m.subject.startsWith('Order confirmed'))!;
      // The items and totals, escaped, in both parts; laid out for a phone.
      expect(confirmed.html).toContain('Parle-G &lt;Biscuits&gt;');
      expect(confirmed.html).toContain('₹227.00');
      expect(confirmed.html).toContain('name="viewport"');
      expect(confirmed.text).toContain('2 × Amul Taaza Toned Milk (1 L): ₹112.00');
      expect(confirmed.text).toContain('Total (inclusive of all taxes): ₹227.00');
      expect(all.find((m) => m.subject.startsWith('Refund'))!.text).toContain('1 x Parle-G was not on the shelf. ₹90.00 is taken off your bill');

      // The optional ones off: out for delivery and substitutions stay quiet, a cancellation still goes.
      const settings = await http(`${svc.url}/api/user/notifications`, {
        method: 'PUT',
        headers: asha.auth,
        body: { outForDelivery: false, substitution: 'false' },
      });
      expect(settings.body.data).toEqual({ outForDelivery: false, substitution: false, transactional: ['confirmed', 'delivered', 'refunded', 'cancelled'] });
      expect((await http(`${svc.url}/api/user/notifications`, { method: 'PUT', headers: asha.auth, body: { outForDelivery: 'maybe' } })).body.message).toBe(
        'outForDelivery must be true or false',
      );
      expect((await http(`${svc.url}/api/user/notifications`, { method: 'GET' })).status).toBe(401);
      const second = newOrderId();
      await publish(orderOutForDeliveryV1, second, step(second, asha.id, 7, 'packed', 'out_for_delivery'));
      await publish(orderCancelledV1, second, { ...step(second, asha.id, 8, 'confirmed', 'cancelled'), reason: 'The store closed early' });
      const cancelled = await waitFor(async () => (await mailsTo(asha.email)).find((m) => m.subject === `Order cancelled · ${second}`), {
        what: 'cancellation mail',
        timeoutMs: 20_000,
      });
      expect(cancelled.text).toContain('The store closed early');
      const skipped = await waitFor(async () => (await ledgerOf(svc, second)).find((d) => d.kind === 'out_for_delivery' && d.state === 'skipped'), {
        what: 'the optional mail skipped',
      });
      expect(skipped.skipped).toBe('opted_out');
      expect((await mailsTo(asha.email)).filter((m) => m.subject.includes(second))).toHaveLength(1);
    } finally {
      await svc.stop();
    }
  });

  it('sends every mail of a batch exactly once across a restart of the sender in the middle of it', async () => {
    // The first sender's SMTP server takes 20 mails and then answers "try again later", so the
    // restart always lands mid-batch, however fast the host sends.
    const firstReceived: string[] = [];
    const firstSmtp = smtpSink(firstReceived, { acceptFirst: 20 });
    await new Promise<void>((r) => firstSmtp.listen(0, '127.0.0.1', r));
    const first = await startUser({ SMTP_URL: `smtp://127.0.0.1:${(firstSmtp.server.address() as AddressInfo).port}` });
    const asha = await signUp(first.svc.url);
    const ids = Array.from({ length: 80 }, newOrderId);
    await Promise.all(ids.map((id) => publish(orderConfirmedV1, id, { ...step(id, asha.id, 2, 'pending', 'confirmed'), lines })));
    const ledger = first.svc.runtime.db.collection('notifications');
    await waitFor(async () => (await ledger.countDocuments({ state: 'sent' })) === 20 && (await ledger.countDocuments({ lastError: { $exists: true } })) > 0, {
      what: '20 mails sent and the next one refused',
      stepMs: 20,
      timeoutMs: 30_000,
    });
    await first.svc.stop();
    await new Promise<void>((r) => firstSmtp.close(() => r()));
    const second = await startUser({
      MONGO_DB: first.env['MONGO_DB']!,
      KAFKA_GROUP_SUFFIX: first.env['KAFKA_GROUP_SUFFIX']!,
      REDIS_PREFIX: first.env['REDIS_PREFIX']!,
    });
    try {
      await waitForMails(asha.email, 60, 60_000);
      await new Promise((r) => setTimeout(r, 1_500));
      const subjects = [...firstReceived, ...(await mailsTo(asha.email)).map((m) => m.subject)];
      expect(firstReceived).toHaveLength(20);
      expect(subjects).toHaveLength(80);
      expect(new Set(subjects)).toEqual(new Set(ids.map((id) => `Order confirmed · ${id}`)));
    } finally {
      await second.svc.stop();
    }
  });
});

/** An SMTP server that records each mail's subject; past `acceptFirst` mails it answers 451 (try later). */
function smtpSink(received: string[], { acceptFirst = Infinity } = {}): SMTPServer {
  return new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, done) {
      let raw = '';
      stream.on('data', (c: Buffer) => (raw += c.toString()));
      stream.on('end', () => {
        if (received.length >= acceptFirst) return done(Object.assign(new Error('Try again later'), { responseCode: 451 }));
        received.push(subjectOf(raw));
        done();
      });
    },
  });
}

/** The Subject header of a raw message: unfolded, its RFC 2047 encoded words decoded. */
function subjectOf(raw: string): string {
  const head = raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ');
  const value = /^Subject: (.*)$/im.exec(head)?.[1] ?? '';
  return value.replace(/\?=\s+=\?/g, '?==?').replace(/=\?UTF-8\?Q\?(.*?)\?=/gi, (_m, q: string) =>
    Buffer.from(
      q.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_x, h: string) => String.fromCharCode(parseInt(h, 16))),
      'latin1',
    ).toString('utf8'),
  );
}

describe('with the SMTP server down', () => {
  it('keeps the mails, retries with a growing delay, and delivers each once when it is back', async () => {
    const received: string[] = [];
    const sink = () => smtpSink(received);
    // Take a free port, then leave it closed: nothing answers there yet.
    const probe = sink();
    await new Promise<void>((r) => probe.listen(0, '127.0.0.1', r));
    const port = (probe.server.address() as AddressInfo).port;
    await new Promise<void>((r) => probe.close(() => r()));

    const { svc } = await startUser({ SMTP_URL: `smtp://127.0.0.1:${port}` });
    let up: SMTPServer | undefined;
    try {
      const asha = await signUp(svc.url);
      const ids = [newOrderId(), newOrderId(), newOrderId()];
      for (const id of ids) await publish(orderConfirmedV1, id, { ...step(id, asha.id, 2, 'pending', 'confirmed'), lines });
      const failing = await waitFor(
        async () => {
          const docs = (await Promise.all(ids.map((id) => ledgerOf(svc, id)))).flat();
          return docs.length === 3 && docs.every((d) => d.attempts >= 2 && d.state === 'pending' && d.lastError) ? docs : undefined;
        },
        { what: 'three mails failing and waiting for another try', timeoutMs: 30_000 },
      );
      expect(failing.every((d) => d.nextAttemptAt.getTime() > Date.now() - 1_000)).toBe(true);

      up = sink();
      await new Promise<void>((r) => up!.listen(port, '127.0.0.1', r));
      await waitFor(() => received.length >= 3, { what: 'the mails after SMTP came back', timeoutMs: 30_000 });
      await new Promise((r) => setTimeout(r, 1_500));
      expect(received.sort()).toEqual(ids.map((id) => `Order confirmed · ${id}`).sort());
      const docs = (await Promise.all(ids.map((id) => ledgerOf(svc, id)))).flat();
      expect(docs.map((d) => d.state)).toEqual(['sent', 'sent', 'sent']);
    } finally {
      await svc.stop();
      if (up) await new Promise<void>((r) => up!.close(() => r()));
    }
  });
});
