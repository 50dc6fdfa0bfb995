/** Wall clock in milliseconds; injectable so rules about time can be tested. */
export type Clock = () => number;

/** Epoch seconds, the unit of every timestamp the client counts down to. */
export const seconds = (ms: number) => Math.floor(ms / 1000);
