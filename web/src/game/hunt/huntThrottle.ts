import { HUNT_THROTTLE_MS } from '../../config';

/**
 * Whether a hunt request comes too soon after the previous one (spec 000 section 5): such a request
 * is ignored and the previous result stays on screen.
 */
export function isThrottled(previousAt: number | null, now: number, windowMs = HUNT_THROTTLE_MS): boolean {
  return previousAt !== null && now - previousAt < windowMs;
}
