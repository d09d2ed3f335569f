/**
 * Where the order service reads the time. Tests and the simulator pass their own, so a promise,
 * a delivery and a store's pause can be driven minute by minute without sleeping.
 */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();
