import { TooManyRequestsError } from '@vh/kit';
import { SimulationGate } from '../simulationGate';

/** A simulation that runs until the test lets it finish. */
function held() {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return { work: () => done.then(() => 'done'), finish };
}

describe('simulation gate', () => {
  it('runs one simulation per player and a few per replica, refusing the rest with a 429', async () => {
    const gate = new SimulationGate({ concurrent: 2, retryAfterSeconds: 3 });
    const first = held();
    const second = held();
    const running = [gate.run('a', first.work), gate.run('b', second.work)];

    await expect(gate.run('a', async () => 'again')).rejects.toThrow(
      'Your last simulation is still running.',
    );
    const busy = await gate.run('c', async () => 'third').catch((error: unknown) => error);
    expect(busy).toBeInstanceOf(TooManyRequestsError);
    expect((busy as TooManyRequestsError).retryAfterSeconds).toBe(3);

    first.finish();
    second.finish();
    await expect(Promise.all(running)).resolves.toEqual(['done', 'done']);
    await expect(gate.run('c', async () => 'third')).resolves.toBe('third');
  });

  it('frees the slot when a simulation fails', async () => {
    const gate = new SimulationGate({ concurrent: 1, retryAfterSeconds: 1 });
    await expect(gate.run('a', () => Promise.reject(new Error('bad setup')))).rejects.toThrow('bad setup');
    await expect(gate.run('a', async () => 'ok')).resolves.toBe('ok');
  });
});
