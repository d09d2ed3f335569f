import { AsyncLocalStorage } from 'node:async_hooks';

/** Per-request values that log lines and outgoing calls pick up without threading them by hand. */
export interface RequestContext {
  requestId: string;
}

export const requestContext = new AsyncLocalStorage<RequestContext>();

export const currentRequestId = (): string | undefined => requestContext.getStore()?.requestId;
