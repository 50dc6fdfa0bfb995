import path from 'node:path';
import { applyKafkajsIdleFix, type KafkajsRequestQueue } from '../kafkajsIdleFix';

type QueueClass = new (options: Record<string, unknown>) => KafkajsRequestQueue;

function kafkajsRequestQueue(): KafkajsRequestQueue {
  const root = path.dirname(require.resolve('kafkajs/package.json'));
  const RequestQueue = require(path.join(root, 'src', 'network', 'requestQueue', 'index.js')) as QueueClass;
  const logger = {
    debug: () => undefined,
    info: () => undefined,
    warn: () => undefined,
    error: () => undefined,
  };
  return new RequestQueue({
    maxInFlightRequests: 1,
    requestTimeout: 30_000,
    enforceRequestTimeout: false,
    clientId: 'test',
    broker: 'localhost:9092',
    logger,
  });
}

describe("kafkajs' idle request queue", () => {
  beforeAll(() => expect(applyKafkajsIdleFix()).toBe(true));
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('arms no timer when nothing is pending and no throttle runs (kafkajs spun every 1 ms)', () => {
    const queue = kafkajsRequestQueue();
    queue.checkPendingRequests();
    expect(queue.throttleCheckTimeoutId).toBeNull();
    expect(jest.getTimerCount()).toBe(0);
  });

  it('checks pending requests again after 10 ms', () => {
    const queue = kafkajsRequestQueue();
    const check = jest.spyOn(queue, 'checkPendingRequests').mockImplementation(() => undefined);
    queue.pending.push({});
    queue.scheduleCheckPendingRequests();
    expect(queue.throttleCheckTimeoutId).not.toBeNull();
    jest.advanceTimersByTime(9);
    expect(check).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(check).toHaveBeenCalledTimes(1);
    expect(queue.throttleCheckTimeoutId).toBeNull();
  });

  it("waits out a broker's throttle before checking", () => {
    const queue = kafkajsRequestQueue();
    const check = jest.spyOn(queue, 'checkPendingRequests').mockImplementation(() => undefined);
    queue.pending.push({});
    queue.throttledUntil = Date.now() + 500;
    queue.scheduleCheckPendingRequests();
    queue.scheduleCheckPendingRequests();
    expect(jest.getTimerCount()).toBe(1);
    jest.advanceTimersByTime(499);
    expect(check).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(check).toHaveBeenCalledTimes(1);
  });
});
