import type { AnswerData, Dated } from './api-types.js';

/**
 * Buy again's answers (ADR 0024) as the OpenAPI document describes them (paths/buy-again.yaml):
 * the order service builds them, the storefront reads them. `D` is how dates travel (ISO strings on
 * the wire, Date in the service). Types only.
 */
export type BuyAgainProduct<D = string> = Dated<AnswerData<'/api/order/buy-again', 'get'>[number], 'lastOrderedAt', D>;
export type ReorderPreview = AnswerData<'/api/order/reorder-preview/{orderId}', 'get'>;
export type ReorderLine = ReorderPreview['lines'][number];
export type ReorderStatus = ReorderLine['status'];
