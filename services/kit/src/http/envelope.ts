import type { ServerResponse } from 'node:http';
import type { Response } from 'express';
import type { ApiEnvelope } from '@minutemart/contracts';

/** Send a success in the API's envelope ({ success, error, message, data }); `extra` adds top-level fields such as totalCount. */
export function ok<T>(res: Response, data: T, message = '', extra: Record<string, unknown> = {}, status = 200): void {
  const body: ApiEnvelope<T> = { success: true, error: false, message, data, ...extra };
  res.status(status).json(body);
}

export function fail(res: Response, status: number, message: string, data: unknown = null): void {
  const body: ApiEnvelope = { success: false, error: true, message, data };
  res.status(status).json(body);
}

/**
 * fail() on a plain node response, for a handler that answers before Express (the gateway's short
 * way for guests' cached reads): the same envelope, status and content type.
 */
export function failPlain(res: ServerResponse, status: number, message: string, data: unknown = null): void {
  const body: ApiEnvelope = { success: false, error: true, message, data };
  const text = JSON.stringify(body);
  res.statusCode = status;
  res.setHeader('content-type', 'application/json; charset=utf-8');
  res.setHeader('content-length', Buffer.byteLength(text));
  res.end(text);
}
