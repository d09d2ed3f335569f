import { Agent } from 'node:http';
import { Agent as HttpsAgent } from 'node:https';
import type { Readable } from 'node:stream';
import { Client } from 'minio';

export interface ObjectStoreSettings {
  endpoint: string;
  accessKey: string;
  secretKey: string;
  bucket: string;
  region: string;
}

export interface StoredObject {
  size: number;
  etag: string;
}

const isMissing = (e: unknown) => {
  const code = (e as { code?: string })?.code;
  return code === 'NotFound' || code === 'NoSuchKey';
};

/** The one bucket this service owns in S3-compatible storage (MinIO locally). Objects are private: we serve them. */
export class ObjectStore {
  private readonly client: Client;
  readonly bucket: string;
  private readonly region: string;

  constructor(settings: ObjectStoreSettings) {
    const url = new URL(settings.endpoint);
    const useSSL = url.protocol === 'https:';
    this.client = new Client({
      endPoint: url.hostname,
      port: url.port ? Number(url.port) : useSSL ? 443 : 80,
      useSSL,
      accessKey: settings.accessKey,
      secretKey: settings.secretKey,
      region: settings.region,
      pathStyle: true,
      transportAgent: useSSL ? new HttpsAgent({ keepAlive: true, maxSockets: 64 }) : new Agent({ keepAlive: true, maxSockets: 64 }),
    });
    this.bucket = settings.bucket;
    this.region = settings.region;
  }

  async ensureBucket(): Promise<void> {
    if (await this.client.bucketExists(this.bucket)) return;
    try {
      await this.client.makeBucket(this.bucket, this.region);
    } catch (e) {
      // Another replica created it between our check and our create.
      const code = (e as { code?: string }).code;
      if (code !== 'BucketAlreadyOwnedByYou' && code !== 'BucketAlreadyExists') throw e;
    }
  }

  /** For /readyz: storage reachable, credentials valid, bucket present. */
  async assertReady(): Promise<void> {
    if (!(await this.client.bucketExists(this.bucket))) throw new Error(`bucket ${this.bucket} missing`);
  }

  async stat(key: string): Promise<StoredObject | undefined> {
    try {
      const s = await this.client.statObject(this.bucket, key);
      return { size: s.size, etag: s.etag };
    } catch (e) {
      if (isMissing(e)) return undefined;
      throw e;
    }
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    await this.client.putObject(this.bucket, key, body, body.length, { 'Content-Type': contentType });
  }

  async read(key: string): Promise<Readable | undefined> {
    try {
      return await this.client.getObject(this.bucket, key);
    } catch (e) {
      if (isMissing(e)) return undefined;
      throw e;
    }
  }
}
