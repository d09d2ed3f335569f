import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Express, Router } from 'express';
import type { Admin, Kafka } from 'kafkajs';
import type { Connection, Model } from 'mongoose';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { BaseConfig } from './config.js';
import { createLogger } from './logger.js';
import { createHttpApp, type ReadinessCheck } from './http/app.js';
import { authenticate, createJwksVerifier, type TokenVerifier } from './http/auth.js';
import { createRevocationList, rejectRevoked, type RevocationList } from './http/revocation.js';
import { connectMongo, pingMongo } from './mongo/connect.js';
import { createKafka } from './kafka/client.js';
import { ResilientProducer } from './kafka/producer.js';
import { OutboxRelay, type OutboxHint } from './kafka/outbox.js';
import { startConsumer, type BatchHandler, type EventHandler, type ManagedConsumer } from './kafka/consumer.js';
import { ensureTopics } from './kafka/topics.js';
import { createRedis } from './redis/connect.js';
import { stopTelemetry } from './telemetry/sdk.js';
import { sleep } from './retry.js';

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
  /** Checks signature and claims; revoked sessions are refused on top of it by the kit's auth. */
  verifyToken: TokenVerifier;
  /** Revoked session ids, shared by every process through Redis. */
  revocations: RevocationList;
  /**
   * Tell the outbox relay a write just added events, so they leave now rather than at the next
   * poll; naming the aggregates (`{ model, ids }`) spares it a scan of the collection.
   */
  nudgeOutbox(hint?: OutboxHint): void;
}

export interface ConsumerSpec {
  /** Consumer group; KAFKA_GROUP_SUFFIX is appended. */
  group: string;
  topics: string[];
  handlers: Record<string, EventHandler>;
  /** Optional bulk path for projections; see ConsumerOptions.applyBatch. */
  applyBatch?: BatchHandler;
  /**
   * Group members this process runs (default 1). kafkajs fetches again only after every partition
   * of the last fetch was handled, so with one member a slow event holds up the other partitions'
   * next ones; a latency-critical step of the saga runs one member per partition instead.
   */
  members?: number;
}

/** The parts a service contributes; everything else is the kit's job. */
export interface ServiceParts {
  routes: [string, Router][];
  outboxModels?: Model<any>[];
  consumers?: ConsumerSpec[];
  readiness?: Record<string, ReadinessCheck>;
  jsonLimit?: string;
  /** Paths whose successful answers are logged at debug (HttpAppOptions.quietPaths). */
  quietPaths?: string[];
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
  const revocations = createRevocationList(config.REDIS_URL, logger);
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
    revocations,
    nudgeOutbox: (hint) => relay.nudge(hint),
  };

  // A prefixed stack's topics must exist before setup subscribes anything to them; a broker that
  // is down must not hold the HTTP side back for long, so the wait is bounded.
  if (config.KAFKA_TOPIC_PREFIX) {
    await Promise.race([ensureTopics(kafka, config.KAFKA_TOPIC_PREFIX, logger), new Promise((r) => setTimeout(r, 10_000).unref())]);
  }
  const parts = await def.setup(runtime);
  if (parts.verifyToken) runtime.verifyToken = parts.verifyToken;

  outboxModels.push(...(parts.outboxModels ?? []));
  if (outboxModels.length > 0) {
    producer.connect().catch((e) => logger.warn({ err: (e as Error).message }, 'kafka not reachable yet; outbox will wait'));
    relay.start();
  }
  const consumers = (parts.consumers ?? [])
    .flatMap((c) => Array.from({ length: c.members ?? 1 }, () => c))
    .map((c) =>
      startConsumer({
        kafka,
        producer,
        db,
        groupId: `${c.group}${config.KAFKA_GROUP_SUFFIX}`,
        topics: c.topics.map((t) => `${config.KAFKA_TOPIC_PREFIX}${t}`),
        handlers: c.handlers,
        applyBatch: c.applyBatch,
        logger,
      }),
    );

  const readiness: Record<string, ReadinessCheck> = {
    mongo: () => pingMongo(db),
    ...parts.readiness,
  };
  // One admin connection answers every probe (the gateway asks each replica every second); a
  // failed probe drops it and the next one connects afresh.
  let probeAdmin: Promise<Admin> | undefined;
  if (consumers.length > 0 || outboxModels.length > 0) {
    readiness['kafka'] = async () => {
      const admin = (probeAdmin ??= (async () => {
        const a = kafka.admin();
        await a.connect();
        return a;
      })());
      try {
        await (await admin).describeCluster();
      } catch (e) {
        if (probeAdmin === admin) probeAdmin = undefined;
        void admin.then((a) => a.disconnect()).catch(() => undefined);
        throw e;
      }
    };
  }

  let draining = false;
  let lastReadinessProbe = 0;
  const app = createHttpApp({
    logger,
    readiness,
    draining: () => draining,
    onReadinessProbe: () => (lastReadinessProbe = Date.now()),
    jsonLimit: parts.jsonLimit,
    ...(parts.quietPaths ? { quietPaths: parts.quietPaths } : {}),
    beforeJson: (a) => {
      a.use(authenticate(rejectRevoked((t) => runtime.verifyToken(t), revocations)));
      parts.beforeJson?.(a);
    },
    routes: parts.routes,
  });

  // Express 5 hands listen errors (EADDRINUSE) to the callback: fail loudly instead of half-starting.
  if (!(await revocations.ready(3_000))) logger.warn('redis not reachable yet: revoked sessions are not checked until it is');
  const server = await new Promise<Server>((resolve, reject) => {
    const s = app.listen(config.PORT, config.HOST, (err?: Error) => (err ? reject(err) : resolve(s)));
  });
  server.keepAliveTimeout = 65_000;
  const port = (server.address() as AddressInfo).port;
  logger.info({ port }, `${def.name} listening`);

  /**
   * Graceful drain: readiness goes 503 first and stays so while routers notice; consumers leave
   * their groups meanwhile (finishing the batch in hand and committing it, so the partitions move
   * to another replica at once instead of after a session timeout); then the listener closes and
   * in-flight requests finish; last, the outbox is flushed so no event waits for our next start.
   */
  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= (async () => {
      draining = true;
      const routed = Date.now() - lastReadinessProbe < 30_000;
      logger.info({ drainMs: routed ? config.SHUTDOWN_DRAIN_MS : 0 }, 'draining');
      const leaveGroups = Promise.all(consumers.map((c) => c.stop()));
      if (routed) await sleep(config.SHUTDOWN_DRAIN_MS);
      await new Promise<void>((resolve) => {
        // Keep-alive connections become idle as their last response ends: close each as soon as it does.
        const idle = setInterval(() => server.closeIdleConnections(), 100);
        const force = setTimeout(() => server.closeAllConnections(), config.SHUTDOWN_TIMEOUT_MS);
        server.close(() => {
          clearInterval(idle);
          clearTimeout(force);
          resolve();
        });
        server.closeIdleConnections();
      });
      await leaveGroups;
      await relay.stop();
      await relay.flush().catch((e) => logger.warn({ err: (e as Error).message }, 'outbox not flushed at shutdown; entries wait for the next relay'));
      await parts.onClose?.();
      await producer.disconnect();
      await probeAdmin?.then((a) => a.disconnect()).catch(() => undefined);
      await redis?.quit().catch(() => undefined);
      await revocations.close();
      await db.close();
      await stopTelemetry();
      logger.info('stopped');
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
