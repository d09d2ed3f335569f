import type { AnswerData, ApiSchemas, Dated } from './api-types.js';

/**
 * Ratings' answers (ADR 0026) as the OpenAPI document describes them (paths/rating.yaml): the order
 * service builds them, the storefront and the admin read them. `D` is how dates travel (ISO strings
 * on the wire, Date in the service). Types only.
 */
export type OrderRating<D = string> = Dated<ApiSchemas['OrderRating'], 'at', D>;
export type RatingSummary = ApiSchemas['RatingSummary'];
type Ratings = AnswerData<'/api/order/admin/ratings', 'get'>;
export type RatingsAnswer<D = string> = Dated<Ratings, 'from' | 'to', D>;
export type StoreRatings = Ratings['stores'][number];
export type RiderRatings = Ratings['riders'][number];
