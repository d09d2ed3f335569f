import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { http } from '@minutemart/kit/testing';

/**
 * `http` for answers that pass through a stand-in: their bodies are the stand-in's, made up for the
 * test, so they are not held to the OpenAPI document (the services' own suites and the platform
 * conformance suite hold the real ones).
 */
export const standInHttp = <T = any>(url: string, init: Parameters<typeof http>[1] = {}) => http<T>(url, { unchecked: 'the upstream is a stand-in', ...init });

/**
 * A stand-in upstream service for gateway tests: answers /readyz by `ready`, hands every other
 * request with its whole body to `answer`, and can stop (connections refused) and start again on
 * the same port.
 */
export abstract class StandIn {
  server: Server | undefined;
  port = 0;
  ready = true;

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  protected abstract answer(req: IncomingMessage, res: ServerResponse, body: string): void | Promise<void>;

  async start(): Promise<void> {
    this.server = createServer(async (req, res) => {
      const chunks: Buffer[] = [];
      for await (const c of req) chunks.push(c as Buffer);
      if (req.url === '/readyz') return void res.writeHead(this.ready ? 200 : 503, { 'content-type': 'application/json' }).end('{}');
      await this.answer(req, res, Buffer.concat(chunks).toString());
    });
    await new Promise<void>((r) => this.server!.listen(this.port, '127.0.0.1', () => r()));
    this.port = (this.server.address() as AddressInfo).port;
  }

  async stop(): Promise<void> {
    const s = this.server;
    this.server = undefined;
    if (!s) return;
    await new Promise<void>((r) => {
      s.close(() => r());
      s.closeAllConnections();
    });
  }
}
