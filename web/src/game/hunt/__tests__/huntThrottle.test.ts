/// <reference types="jest" />
import { HUNT_THROTTLE_MS } from '../../../config';
import { isThrottled } from '../huntThrottle';

describe('isThrottled', () => {
  const at = 1_700_000_000_000;

  it('uses the spec’s two-second window', () => {
    expect(HUNT_THROTTLE_MS).toBe(2000);
  });

  it('never throttles the first hunt', () => {
    expect(isThrottled(null, at)).toBe(false);
  });

  it('throttles a hunt within two seconds of the previous one', () => {
    expect(isThrottled(at, at)).toBe(true);
    expect(isThrottled(at, at + 1)).toBe(true);
    expect(isThrottled(at, at + 1999)).toBe(true);
  });

  it('lets a hunt through from two seconds on', () => {
    expect(isThrottled(at, at + 2000)).toBe(false);
    expect(isThrottled(at, at + 60_000)).toBe(false);
  });

  it('treats a previous hunt at time 0 as a real one', () => {
    expect(isThrottled(0, 500)).toBe(true);
  });

  it('takes another window', () => {
    expect(isThrottled(at, at + 4000, 5000)).toBe(true);
    expect(isThrottled(at, at + 5000, 5000)).toBe(false);
  });
});
