import { Kafka, logLevel } from 'kafkajs';
import { deadLetterTopic, topics } from '@minutemart/contracts';
import { testInfra } from '@minutemart/kit/testing';
import { describeStack, gatewayUrl, http, waitFor } from './stack.js';
import { adminHeaders, deleteCreatedProducts, createProduct, placeCod, shopperWithAddress } from './shop.js';

interface StreamEvent {
  id: string;
  event: string;
  data: any;
}

/** A minimal EventSource over fetch: what a browser's would receive, through the gateway. */
function openStream(headers: Record<string, string>, lastEventId?: string) {
  const events: StreamEvent[] = [];
  const controller = new AbortController();
  let serverEnded = false;
  const ready = (async () => {
    const res = await fetch(`${gatewayUrl}/api/order/stream`, {
      headers: { ...headers, accept: 'text/event-stream', ...(lastEventId ? { 'last-event-id': lastEventId } : {}) },
      signal: controller.signal,
    });
    return res;
  })();
  const done = ready.then(async (res) => {
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for (;;) {
        const { value, done: end } = await reader.read();
        if (end) {
          serverEnded = true;
          return;
        }
        buffer += decoder.decode(value, { stream: true });
        let cut;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const fields = Object.fromEntries(
            block
              .split('\n')
              .filter((l) => l && !l.startsWith(':'))
              .map((l) => [l.slice(0, l.indexOf(':')), l.slice(l.indexOf(':') + 1).trim()]),
          );
          if (fields['event']) events.push({ id: fields['id'] ?? '', event: fields['event'], data: JSON.parse(fields['data'] ?? 'null') });
        }
      }
    } catch {
      /* aborted */
    }
  });
  return {
    events,
    ready,
    endedByServer: () => serverEnded,
    close: async () => {
      controller.abort();
      await done;
    },
  };
}

describeStack('live order updates and dead letters', () => {
  afterAll(async () => deleteCreatedProducts(await adminHeaders()));
  it('streams a shopper their own order changes (and admins everyone’s), unbuffered, and replays after Last-Event-ID', async () => {
    const admin = await adminHeaders();
    const me = await shopperWithAddress();
    const other = await shopperWithAddress();
    const mine = openStream(me.headers);
    const theirs = openStream(other.headers);
    const board = openStream(admin);
    // A stream's headers leave after the service added it to its listeners (the same tick), and a
    // replica is ready only once its live feed fetches from the order topic: from here on every
    // change reaches all three streams.
    const [res] = await Promise.all([mine.ready, theirs.ready, board.ready]);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(res.headers.get('content-encoding')).toBeNull();
    expect((await fetch(`${gatewayUrl}/api/order/stream`)).status).toBe(401);

    const p = await createProduct(admin, 5);
    const placed = await placeCod(me, [{ productId: p._id, quantity: 1 }]);
    const { orderId } = placed.body.data;
    await waitFor(() => mine.events.some((e) => e.data.orderId === orderId && e.data.state === 'confirmed'), {
      timeoutMs: 20_000,
      what: 'confirmation on the stream',
    });
    await http(`${gatewayUrl}/api/order/admin/advance`, { headers: admin, body: { orderId, to: 'packed' } });
    await waitFor(() => mine.events.some((e) => e.data.orderId === orderId && e.data.state === 'packed'), { timeoutMs: 20_000, what: 'packed on the stream' });
    await waitFor(() => board.events.some((e) => e.data.orderId === orderId && e.data.state === 'packed'), {
      timeoutMs: 20_000,
      what: 'packed on the admin stream',
    });
    // The other shopper's stream carries their own order, which comes after all of this one: by then
    // nothing of this order reached them.
    const theirOrder = (await placeCod(other, [{ productId: p._id, quantity: 1 }])).body.data.orderId as string;
    await waitFor(() => theirs.events.some((e) => e.data.orderId === theirOrder && e.data.state === 'confirmed'), {
      timeoutMs: 20_000,
      what: 'their own order on their stream',
    });
    expect(theirs.events.filter((e) => e.data.orderId === orderId)).toEqual([]);
    const lastSeen = mine.events.find((e) => e.data.state === 'confirmed')!.id;
    await Promise.all([mine.close(), theirs.close(), board.close()]);

    // Missed while away: the reconnect with Last-Event-ID brings the order's current state.
    await http(`${gatewayUrl}/api/order/admin/advance`, { headers: admin, body: { orderId, to: 'out_for_delivery' } });
    const back = openStream(me.headers, lastSeen);
    await waitFor(() => back.events.some((e) => e.data.orderId === orderId && e.data.state === 'out_for_delivery'), {
      timeoutMs: 10_000,
      what: 'replay after reconnect',
    });
    await back.close();
  });

  it('bounds the streams one shopper holds, closing the oldest', async () => {
    const me = await shopperWithAddress();
    const cap = Number(process.env.ORDER_STREAMS_PER_USER ?? 16);
    // The first one is open before the others start: opened all at once, any of them could reach the
    // server first and be the oldest.
    const first = openStream(me.headers);
    expect((await first.ready).status).toBe(200);
    const streams = [first, ...Array.from({ length: cap }, () => openStream(me.headers))];
    for (const s of streams) expect((await s.ready).status).toBe(200);
    await waitFor(() => first.endedByServer(), { timeoutMs: 10_000, what: 'oldest stream closed by the server' });
    expect(streams.slice(1).filter((s) => s.endedByServer())).toEqual([]);
    await Promise.all(streams.map((s) => s.close()));
  });

  it('dead-letters a poison order message after retries and keeps consuming', async () => {
    const prefix = process.env.KAFKA_TOPIC_PREFIX ?? '';
    const kafka = new Kafka({ clientId: 'poison-test', brokers: testInfra.kafkaBrokers.split(','), logLevel: logLevel.NOTHING });
    const producer = kafka.producer();
    await producer.connect();
    const poisonId = `poison-${Date.now()}`;
    // A well-formed envelope whose payload breaks the order.placed contract.
    await producer.send({
      topic: `${prefix}${topics.order.name}`,
      messages: [
        {
          key: poisonId,
          value: JSON.stringify({
            specversion: 1,
            id: poisonId,
            type: 'order.placed',
            version: 1,
            source: 'poison-test',
            time: new Date().toISOString(),
            aggregateId: poisonId,
            data: { orderId: poisonId, lines: 'not lines' },
          }),
        },
      ],
    });
    await producer.disconnect();

    const dlq = `${prefix}${deadLetterTopic(topics.order.name)}`;
    const consumer = kafka.consumer({ groupId: `poison-test-${Date.now()}` });
    await consumer.connect();
    await consumer.subscribe({ topic: dlq, fromBeginning: true });
    const reasons: { group: string; reason: string }[] = [];
    await consumer.run({
      eachMessage: async ({ message }) => {
        if (message.key?.toString() === poisonId)
          reasons.push({ group: String(message.headers?.['dlq-group'] ?? ''), reason: String(message.headers?.['dlq-reason'] ?? '') });
      },
    });
    await waitFor(() => reasons.some((r) => r.group.startsWith('catalogue-stock')), { timeoutMs: 30_000, what: 'poison in the dead-letter topic' });
    expect(reasons.find((r) => r.group.startsWith('catalogue-stock'))!.reason).toMatch(/does not match order\.placed@1/);
    await consumer.disconnect();

    // The saga still runs after the poison.
    const admin = await adminHeaders();
    const me = await shopperWithAddress();
    const p = await createProduct(admin, 2);
    const after = await placeCod(me, [{ productId: p._id, quantity: 1 }]);
    expect(after.status).toBe(201);
  });
});
