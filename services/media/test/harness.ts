import { randomBytes } from 'node:crypto';
import { Types } from 'mongoose';
import { Client } from 'minio';
import { startService, type RunningService } from '@minutemart/kit';
import { checkedFetch, startTestIssuer, testInfra, testServiceEnv, type TestIssuer } from '@minutemart/kit/testing';
import { readMediaConfig, type MediaConfig } from '../src/config.js';
import { mediaService } from '../src/service.js';

export const PUBLIC_BASE_URL = 'http://shop.example.test:8080';

export interface MediaUnderTest {
  service: RunningService<MediaConfig>;
  issuer: TestIssuer;
  bucket: string;
  adminToken: string;
  userToken: string;
  adminId: string;
  userId: string;
  /** The service's own address for a public URL the service returned (the gateway would proxy it). */
  local(publicUrl: string): string;
  stop(): Promise<void>;
}

const s3 = () => {
  const url = new URL(testInfra.s3Endpoint);
  return new Client({
    endPoint: url.hostname,
    port: Number(url.port || 80),
    useSSL: false,
    accessKey: process.env.S3_ACCESS_KEY ?? 'minutemart',
    secretKey: process.env.S3_SECRET_KEY ?? 'minutemart-secret',
    region: 'us-east-1',
    pathStyle: true,
  });
};

export async function listObjects(bucket: string): Promise<string[]> {
  const names: string[] = [];
  for await (const item of s3().listObjectsV2(bucket, '', true)) names.push((item as { name: string }).name);
  return names;
}

export const bucketExists = (bucket: string) => s3().bucketExists(bucket);

async function dropBucket(bucket: string): Promise<void> {
  const client = s3();
  if (!(await client.bucketExists(bucket))) return;
  const names = await listObjects(bucket);
  if (names.length > 0) await client.removeObjects(bucket, names);
  await client.removeBucket(bucket);
}

/** The real media service on a random port, its own database and bucket, trusting a test token issuer. */
export async function startMedia(env: Record<string, string> = {}): Promise<MediaUnderTest> {
  const issuer = await startTestIssuer();
  const bucket = `t-media-${Date.now().toString(36)}-${randomBytes(3).toString('hex')}`;
  const service = await startService(
    mediaService(
      readMediaConfig(
        testServiceEnv('media', {
          JWKS_URL: issuer.jwksUrl,
          S3_ENDPOINT: testInfra.s3Endpoint,
          S3_BUCKET: bucket,
          PUBLIC_BASE_URL,
          ...env,
        }),
      ),
    ),
  );
  const adminId = new Types.ObjectId().toHexString();
  const userId = new Types.ObjectId().toHexString();
  return {
    service,
    issuer,
    bucket,
    adminId,
    userId,
    adminToken: await issuer.sign({ sub: adminId, role: 'ADMIN', email: 'admin@example.test' }),
    userToken: await issuer.sign({ sub: userId, role: 'USER', email: 'shopper@example.test' }),
    local: (publicUrl) => publicUrl.replace(PUBLIC_BASE_URL, service.url),
    async stop() {
      await service.runtime.db.dropDatabase().catch(() => undefined);
      try {
        await service.stop();
      } finally {
        await issuer.stop();
        await dropBucket(bucket).catch(() => undefined);
      }
    },
  };
}

export interface UploadOptions {
  token?: string;
  file?: Buffer;
  filename?: string;
  contentType?: string;
  field?: string;
  extraFiles?: number;
  fields?: Record<string, string>;
}

/** A multipart upload as a browser sends it. */
export async function upload(base: string, path: string, opts: UploadOptions = {}) {
  const form = new FormData();
  for (const [k, v] of Object.entries(opts.fields ?? {})) form.append(k, v);
  const field = opts.field ?? 'image';
  const blob = () => new Blob([opts.file!], { type: opts.contentType ?? 'image/png' });
  if (opts.file) form.append(field, blob(), opts.filename ?? 'photo.png');
  for (let i = 0; i < (opts.extraFiles ?? 0); i++) form.append(field, blob(), `extra-${i}.png`);
  const headers: Record<string, string> = {};
  if (opts.token) headers['authorization'] = `Bearer ${opts.token}`;
  const res = await checkedFetch(`${base}${path}`, { method: 'POST', body: form, headers });
  const text = await res.text();
  let body: any = text;
  try {
    body = JSON.parse(text);
  } catch {
    /* keep text */
  }
  return { status: res.status, body, headers: res.headers };
}
