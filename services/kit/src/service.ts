import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Express, Router } from 'express';
import type { Kafka } from 'kafkajs';
import type { Connection, Model } from 'mongoose';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { BaseConfig } from './config.js';
import { createLogger } from './logger.js';
import { createHttpApp, type ReadinessCheck } from './http/app.js';
import { authenticate, createJwksVerifier, type TokenVerifier } from './http/auth.js';
import { connectMongo, pingMongo } from './mongo/connect.js';
import { createKafka } from './kafka/client.js';
import { ResilientProducer } from './kafka/producer.js';
import { OutboxRelay } from './kafka/outbox.js';
import { startConsumer, type BatchHandler, type EventHandler, type ManagedConsumer } from './kafka/consumer.js';
import { ensureTopics } from './kafka/topics.js';
import { createRedis, pingRedis } from './redis/connect.js';
import { stopTelemetry } from './telemetry/sdk.js';

/** What a service's own code gets to work with; built once per process. */
export interface Runtime<C extends BaseConfig = BaseConfig> {
  name: string;
  config: C;
  logger: Logger;
  db: Connection;
  kafka: Kafka;
  producer: ResilientProducer;
  /** Created on first use: not every service needs Redis. */
  redis(): Redis;
  verifyToken: TokenVerifier;
  /** Tell the outbox relay a write just added events, so they leave now rather than at the next poll. */
  nudgeOutbox(): void;
}

export interface ConsumerSpec {
  /** Consumer group; KAFKA_GROUP_SUFFIX is appended. */
  group: string;
  topics: string[];
  handlers: Record<string, EventHandler>;
  /** Optional bulk path for projections; see ConsumerOptions.applyBatch. */
  applyBatch?: BatchHandler;
}

/** The parts a service contributes; everything else is the kit's job. */
export interface ServiceParts {
  routes: [string, Router][];
  outboxModels?: Model<any>[];
  consumers?: ConsumerSpec[];
  readiness?: Record<string, ReadinessCheck>;
  jsonLimit?: string;
  beforeJson?: (app: Express) => void;
  /** Replace JWKS verification (the user service verifies with its own keys). */
  verifyToken?: TokenVerifier;
  onClose?: () => Promise<void>;
}

export interface RunningService<C extends BaseConfig = BaseConfig> {
  runtime: Runtime<C>;
  app: Express;
  server: Server;
  port: number;
  url: string;
  relay: OutboxRelay;
  consumers: ManagedConsumer[];
  stop(): Promise<void>;
}

export interface ServiceDefinition<C extends BaseConfig> {
  name: string;
  config: C;
  setup(rt: Runtime<C>): Promise<ServiceParts> | ServiceParts;
  logger?: Logger;
}

/**
 * Boot a service: connect Mongo (with retry), Kafka (lazily, tolerating a broker that is down),
 * mount routes with auth, start the outbox relay and consumers, listen, and stop all of it in
 * reverse order on SIGTERM.
 */
export async function startService<C extends BaseConfig>(def: ServiceDefinition<C>): Promise<RunningService<C>> {
  const { config } = def;
  const logger = def.logger ?? createLogger(def.name, config.LOG_LEVEL);
  const db = await connectMongo(config.MONGO_URL, config.MONGO_DB, logger);
  const kafka = createKafka(`${def.name}-${process.pid}`, config.KAFKA_BROKERS, logger);
  const producer = new ResilientProducer(kafka, logger);
  let redis: Redis | undefined;
  const outboxModels: Model<any>[] = [];
  const relay = new OutboxRelay({ producer, models: outboxModels, logger, topicPrefix: config.KAFKA_TOPIC_PREFIX });

  const runtime: Runtime<C> = {
    name: def.name,
    config,
    logger,
    db,
    kafka,
    producer,
    redis: () => (redis ??= createRedis(config.REDIS_URL, logger, { forBullmq: true })),
    verifyToken: createJwksVerifier(config.JWKS_URL),
    nudgeOutbox: () => relay.nudge(),
  };

  const parts = await def.setup(runtime);
  if (parts.verifyToken) runtime.verifyToken = parts.verifyToken;

  if (config.KAFKA_TOPIC_PREFIX) ensureTopics(kafka, config.KAFKA_TOPIC_PREFIX, logger);
  outboxModels.push(...(parts.outboxModels ?? []));
  if (outboxModels.length > 0) {
    producer.connect().catch((e) => logger.warn({ err: (e as Error).message }, 'kafka not reachable yet; outbox will wait'));
    relay.start();
  }
  const consumers = (parts.consumers ?? []).map((c) =>
    startConsumer({ kafka, producer, db, groupId: `${c.group}${config.KAFKA_GROUP_SUFFIX}`, topics: c.topics.map((t) => `${config.KAFKA_TOPIC_PREFIX}${t}`), handlers: c.handlers, applyBatch: c.applyBatch, logger }),
  );

  const readiness: Record<string, ReadinessCheck> = {
    mongo: () => pingMongo(db),
    ...parts.readiness,
  };
  if (consumers.length > 0 || outboxModels.length > 0) {
    readiness['kafka'] = async () => {
      const admin = kafka.admin();
      try {
        await admin.connect();
        await admin.describeCluster();
      } finally {
        await admin.disconnect().catch(() => undefined);
      }
    };
  }

  const app = createHttpApp({
    logger,
    readiness,
    jsonLimit: parts.jsonLimit,
    beforeJson: (a) => {
      a.use(authenticate((t) => runtime.verifyToken(t)));
      parts.beforeJson?.(a);
    },
    routes: parts.routes,
  });

  // Express 5 hands listen errors (EADDRINUSE) to the callback: fail loudly instead of half-starting.
  const server = await new Promise<Server>((resolve, reject) => {
    const s = app.listen(config.PORT, config.HOST, (err?: Error) => (err ? reject(err) : resolve(s)));
  });
  server.keepAliveTimeout = 65_000;
  const port = (server.address() as AddressInfo).port;
  logger.info({ port }, `${def.name} listening`);

  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= (async () => {
      logger.info('shutting down');
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
        setTimeout(() => server.closeAllConnections(), 5_000).unref();
      });
      await Promise.all(consumers.map((c) => c.stop()));
      await relay.stop();
      await relay.flush().catch(() => undefined);
      await parts.onClose?.();
      await producer.disconnect();
      await redis?.quit().catch(() => undefined);
      await db.close();
      await stopTelemetry();
    })());

  return { runtime, app, server, port, url: `http://127.0.0.1:${port}`, relay, consumers, stop };
}

/** For a service's main.ts: boot, log a clear fatal error on failure, stop cleanly on signals. */
export async function runService<C extends BaseConfig>(def: ServiceDefinition<C>): Promise<void> {
  const logger = def.logger ?? createLogger(def.name, def.config.LOG_LEVEL);
  try {
    const running = await startService({ ...def, logger });
    const onSignal = (signal: string) => {
      logger.info({ signal }, 'signal received');
      running.stop().then(
        () => process.exit(0),
        (e) => {
          logger.error({ err: e }, 'shutdown failed');
          process.exit(1);
        },
      );
    };
    process.once('SIGTERM', onSignal);
    process.once('SIGINT', onSignal);
  } catch (e) {
    logger.fatal({ err: e }, 'failed to start');
    process.exit(1);
  }
}
