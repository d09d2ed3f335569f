import { AsyncLocalStorage } from 'node:async_hooks';
import type { AccessClaims } from '@minutemart/contracts';

/** Per-request values that log lines, outgoing calls and audit entries pick up without threading them by hand. */
export interface RequestContext {
  requestId: string;
  /** The verified caller, once `authenticate` has run (the audit trail's "who"). */
  auth?: AccessClaims;
}

export const requestContext = new AsyncLocalStorage<RequestContext>();

export const currentRequestId = (): string | undefined => requestContext.getStore()?.requestId;
