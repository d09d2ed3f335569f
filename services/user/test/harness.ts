import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { jest } from '@jest/globals';
import { Kafka, logLevel, type Consumer } from 'kafkajs';
import { startService, type RunningService } from '@minutemart/kit';
import { checkedFetch, http, testInfra, testServiceEnv, uniqueName, waitFor } from '@minutemart/kit/testing';
import { readUserConfig, type UserConfig } from '../src/config.js';
import { userService } from '../src/service.js';

// jest's testTimeout is a global option, so a project's own setting is ignored in a multi-project
// run; these suites wait on real servers (mail, Kafka), so each file that uses the harness gets 60 s.
jest.setTimeout(60_000);

export type UserServiceUnderTest = RunningService<UserConfig>;

/**
 * The real user service on a random port with its own fresh database, its own Redis key prefix
 * (queues, rate limits) and the shared MailDev SMTP sink.
 */
export async function startUserService(env: Record<string, string> = {}): Promise<UserServiceUnderTest> {
  return startService(
    userService(
      readUserConfig(
        testServiceEnv('user', {
          REDIS_PREFIX: uniqueName('t_user'),
          SMTP_URL: testInfra.smtpUrl,
          ...env,
        }),
      ),
    ),
  );
}

let counter = 0;
export const newEmail = (tag = 'shopper'): string => `${tag}.${Date.now()}.${counter++}@example.test`;
export const PASSWORD = 'Sabzi4Ever';

/** Register a fresh user and log in; returns what later requests need. */
export async function signUp(base: string, email = newEmail()) {
  const reg = await http(`${base}/api/user/register`, { body: { name: 'Asha', email, password: PASSWORD, confirmPassword: PASSWORD } });
  if (reg.status !== 201) throw new Error(`register failed: ${reg.status} ${JSON.stringify(reg.body)}`);
  const login = await http(`${base}/api/user/login`, { body: { email, password: PASSWORD } });
  if (login.status !== 200) throw new Error(`login failed: ${login.status}`);
  const token = login.body.data.accesstoken as string;
  return {
    email,
    id: reg.body.data._id as string,
    token,
    refreshToken: login.body.data.refreshToken as string,
    auth: { authorization: `Bearer ${token}` },
  };
}

// ---- MailDev ----------------------------------------------------------------------------------

export interface ReceivedMail {
  id: string;
  subject: string;
  text: string;
  html: string;
  to: { address: string; name?: string }[];
  from: { address: string; name?: string }[];
}

/** Mails MailDev received for one recipient (other suites share the sink, so always filter). */
export async function mailsTo(address: string): Promise<ReceivedMail[]> {
  const res = await fetch(`${testInfra.mailApiUrl}/email`);
  if (!res.ok) throw new Error(`MailDev answered ${res.status}`);
  const all = (await res.json()) as ReceivedMail[];
  return all.filter((m) => m.to?.some((t) => t.address.toLowerCase() === address.toLowerCase()));
}

export async function waitForMails(address: string, count = 1, timeoutMs = 20_000): Promise<ReceivedMail[]> {
  return waitFor(
    async () => {
      const mails = await mailsTo(address);
      return mails.length >= count ? mails : undefined;
    },
    { timeoutMs, stepMs: 150, what: `${count} mail(s) to ${address}` },
  );
}

export const otpIn = (mail: ReceivedMail): string => {
  const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
  if (!code) throw new Error('no 6-digit code in the mail');
  return code;
};

// ---- Kafka ------------------------------------------------------------------------------------

export interface EventEnvelopeSeen {
  id: string;
  type: string;
  version: number;
  aggregateId: string;
  data: Record<string, unknown>;
}

/** A consumer with a group of its own, reading the topic from the beginning. */
export async function watchTopic(topic: string): Promise<{ events: EventEnvelopeSeen[]; stop: () => Promise<void> }> {
  const kafka = new Kafka({ clientId: uniqueName('user-test'), brokers: testInfra.kafkaBrokers.split(','), logLevel: logLevel.NOTHING });
  const consumer: Consumer = kafka.consumer({ groupId: uniqueName('t_user_watch') });
  const events: EventEnvelopeSeen[] = [];
  await consumer.connect();
  await consumer.subscribe({ topic, fromBeginning: true });
  await consumer.run({
    eachMessage: async ({ message }) => {
      try {
        events.push(JSON.parse(message.value?.toString() ?? 'null') as EventEnvelopeSeen);
      } catch {
        /* not ours */
      }
    },
  });
  return { events, stop: () => consumer.disconnect() };
}

// ---- a stand-in for the media service -----------------------------------------------------------

export interface MediaCall {
  authorization: string | undefined;
  field: string;
  fileName: string;
  type: string;
  bytes: Buffer;
}

/**
 * Behaves like media's POST /api/file/avatar: multipart field `image`, Bearer token, answers the
 * envelope with an absolute data.url. `respondWith` lets a test make it fail.
 */
export async function startFakeMedia() {
  const calls: MediaCall[] = [];
  let respondWith: { status: number; body: unknown } | undefined;
  const server: Server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (req.method !== 'POST' || req.url !== '/api/file/avatar') return send(404, { success: false, error: true, message: 'No route', data: null });
    if (respondWith) return send(respondWith.status, respondWith.body);
    const form = await new Request('http://media.local/', {
      method: 'POST',
      headers: { 'content-type': req.headers['content-type'] ?? '' },
      body: Buffer.concat(chunks),
    }).formData();
    for (const [field, value] of form.entries()) {
      if (typeof value === 'string') continue;
      calls.push({
        authorization: req.headers.authorization,
        field,
        fileName: value.name,
        type: value.type,
        bytes: Buffer.from(await value.arrayBuffer()),
      });
    }
    const file = form.get('image');
    if (!file || typeof file === 'string') return send(400, { success: false, error: true, message: 'Provide image', data: null });
    send(200, {
      success: true,
      error: false,
      message: 'Upload done',
      data: { url: `http://media.local/media/avatars/${uniqueName('a')}.${file.name.split('.').pop()}` },
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    calls,
    respond(next: { status: number; body: unknown } | undefined) {
      respondWith = next;
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

// ---- image bytes --------------------------------------------------------------------------------

/** A real 1×1 PNG. */
export const PNG_1PX = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
export const JPEG_HEAD = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]);
export const GIF_HEAD = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00', 'latin1');

/** A multipart body with one file, sent with fetch. */
export async function uploadFile(
  url: string,
  opts: { field?: string; bytes: Buffer; fileName: string; type: string; headers?: Record<string, string>; method?: string },
) {
  const form = new FormData();
  form.append(opts.field ?? 'avatar', new Blob([new Uint8Array(opts.bytes)], { type: opts.type }), opts.fileName);
  const res = await checkedFetch(url, { method: opts.method ?? 'PUT', body: form, headers: opts.headers });
  const text = await res.text();
  let body: any = text;
  try {
    body = JSON.parse(text);
  } catch {
    /* keep text */
  }
  return { status: res.status, body };
}

export { http, waitFor };
