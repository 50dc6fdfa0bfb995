/**
 * Consumers remember the ids of the events they applied (processed_events) for two weeks, longer than
 * Kafka keeps events; older ids are pruned by each consuming service's job, newer ones stay.
 */
import { randomUUID } from 'node:crypto';
import { withServiceDb } from '../kit/serviceDb';
import { eventually } from '../kit/wait';

describe('processed event ids', () => {
  it.each(['game', 'analytics', 'payments'])(
    'are forgotten by %s after their retention, not before',
    async (service) => {
      const [old, recent] = [randomUUID(), randomUUID()];
      await withServiceDb(service, (db) =>
        db.query(
          `insert into processed_events (event_id, processed_at)
         values ($1, now() - interval '15 days'), ($2, now() - interval '13 days')`,
          [old, recent],
        ),
      );
      const remaining = await eventually(
        () =>
          withServiceDb(service, async (db) => {
            const result = await db.query<{ event_id: string }>(
              'select event_id from processed_events where event_id = any($1::uuid[])',
              [[old, recent]],
            );
            return result.rows.map((row) => row.event_id);
          }),
        (ids) => !ids.includes(old),
      );
      expect(remaining).toEqual([recent]);
    },
  );
});
