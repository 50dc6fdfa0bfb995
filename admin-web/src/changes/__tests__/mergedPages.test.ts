import type { AdminChange } from '../changeDiff';
import { cursorOf, emptyTrail, mergedView, withPage } from '../mergedPages';

const change = (service: string, id: number, minute: number): AdminChange => ({
  id,
  service,
  at: `2026-11-24T10:${String(minute).padStart(2, '0')}:00.000Z`,
  actorId: 'a',
  actorName: 'admin',
  entity: 'Currency',
  entityId: '1',
  action: 'updated',
  before: '{}',
  after: '{}',
});

describe('merged audit trails', () => {
  it('shows entries newest first only down to where a service with more pages stops', () => {
    const content = withPage(emptyTrail(), [change('content', 9, 50), change('content', 8, 40)], 2);
    const game = withPage(emptyTrail(), [change('game', 5, 45)], 2);
    // Game is done; content may hold entries older than minute 40, so everything from 40 is safe.
    expect(mergedView({ content, game }).entries.map((entry) => `${entry.service}${entry.id}`)).toEqual([
      'content9',
      'game5',
      'content8',
    ]);
    expect(mergedView({ content, game }).more).toBe(true);
  });

  it('holds back what an unloaded page of another service could still precede', () => {
    const content = withPage(emptyTrail(), [change('content', 9, 50), change('content', 8, 10)], 2);
    const identity = withPage(emptyTrail(), [change('identity', 4, 30), change('identity', 3, 20)], 2);
    // Identity may have entries between minute 10 and 20: content's minute-10 entry waits.
    expect(mergedView({ content, identity }).entries.map((entry) => entry.id)).toEqual([9, 4, 3]);
    const older = withPage(identity, [change('identity', 2, 5)], 2);
    expect(older.done).toBe(true);
    expect(mergedView({ content, identity: older }).entries.map((entry) => entry.id)).toEqual([9, 4, 3, 8]);
  });

  it('pages each service by its own last id and ends when every service is done', () => {
    const trail = withPage(emptyTrail(), [change('payments', 7, 1), change('payments', 6, 0)], 2);
    expect(cursorOf(emptyTrail())).toBeNull();
    expect(cursorOf(trail)).toBe(6);
    const done = withPage(trail, [], 2);
    expect(mergedView({ payments: done })).toEqual({ entries: done.entries, more: false });
  });
});
