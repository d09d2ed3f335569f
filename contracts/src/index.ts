export * from './envelope.js';
export * from './topics.js';
export * from './define-event.js';
export * from './events/index.js';
export * from './api.js';
export * from './pricing.js';
export * from './order-states.js';
export type * from './order-view.js';
