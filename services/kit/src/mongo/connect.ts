import mongoose, { type Connection } from 'mongoose';
import type { Logger } from 'pino';
import { backoff, sleep } from '../retry.js';

mongoose.set('strictQuery', true);
// Operator injection (`{ "$gt": "" }`) is stopped at the edge: every handler parses its input with
// zod into plain strings and numbers before it reaches a filter.

/**
 * Connect with retries: at boot the database may still be starting. Each service owns its own
 * database; nothing here uses multi-document transactions, so a plain MongoDB 7 or the local
 * stand-in behave the same.
 */
export async function connectMongo(url: string, dbName: string, logger: Logger, attempts = 30): Promise<Connection> {
  for (let attempt = 0; ; attempt++) {
    const conn = mongoose.createConnection(url, { dbName, serverSelectionTimeoutMS: 5_000, maxPoolSize: 20 });
    try {
      await conn.asPromise();
      logger.info({ dbName }, 'mongo connected');
      return conn;
    } catch (e) {
      await conn.close().catch(() => undefined);
      if (attempt + 1 >= attempts) throw e;
      logger.warn({ err: (e as Error).message, attempt }, 'mongo not reachable yet, retrying');
      await sleep(backoff(attempt, 250, 5_000));
    }
  }
}

export async function pingMongo(conn: Connection): Promise<void> {
  if (conn.readyState !== 1 || !conn.db) throw new Error('mongo disconnected');
  await conn.db.admin().command({ ping: 1 });
}
