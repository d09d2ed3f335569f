/** The /api envelope and roles come from the one definition of the wire, in contracts/. */
export type { ApiEnvelope, Role } from '@minutemart/contracts';
/** An account and a saved address as the user service answers them (contracts/openapi `User`, `Address`). */
export type { Address, User } from '@minutemart/contracts/api-types';
