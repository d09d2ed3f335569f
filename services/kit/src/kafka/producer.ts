import { Partitioners, type Kafka, type Producer, type ProducerBatch, type ProducerRecord, type RecordMetadata } from 'kafkajs';
import type { Logger } from 'pino';

/**
 * A producer that (re)connects on demand. kafkajs drops its connection when the broker goes away;
 * callers (the outbox relay) just retry `send` and this reconnects underneath them.
 */
export class ResilientProducer {
  readonly producer: Producer;
  private connected = false;
  private connecting?: Promise<void>;

  constructor(
    kafka: Kafka,
    private readonly logger: Logger,
  ) {
    this.producer = kafka.producer({
      idempotent: true,
      maxInFlightRequests: 1,
      allowAutoTopicCreation: false,
      createPartitioner: Partitioners.DefaultPartitioner,
    });
    this.producer.on(this.producer.events.DISCONNECT, () => {
      this.connected = false;
    });
  }

  get isConnected(): boolean {
    return this.connected;
  }

  async connect(): Promise<void> {
    if (this.connected) return;
    this.connecting ??= this.producer
      .connect()
      .then(() => {
        this.connected = true;
        this.logger.info('kafka producer connected');
      })
      .finally(() => {
        this.connecting = undefined;
      });
    await this.connecting;
  }

  async send(record: ProducerRecord): Promise<RecordMetadata[]> {
    await this.connect();
    try {
      return await this.producer.send(record);
    } catch (e) {
      // Force a clean reconnect next time; a half-open producer keeps failing otherwise.
      this.connected = false;
      await this.producer.disconnect().catch(() => undefined);
      throw e;
    }
  }

  async sendBatch(batch: ProducerBatch): Promise<RecordMetadata[]> {
    await this.connect();
    try {
      return await this.producer.sendBatch(batch);
    } catch (e) {
      this.connected = false;
      await this.producer.disconnect().catch(() => undefined);
      throw e;
    }
  }

  async disconnect(): Promise<void> {
    this.connected = false;
    await this.producer.disconnect().catch(() => undefined);
  }
}
