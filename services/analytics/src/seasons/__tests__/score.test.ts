import type { Window } from '../calendar';
import { foldPoints, type ProgressPoint } from '../score';

const at = (minutes: number) => new Date(Date.UTC(2026, 10, 23) + minutes * 60_000);
const SEASON_1: Window = { startsAtMs: at(0).getTime(), endsAtMs: at(100).getTime() };
const SEASON_2: Window = { startsAtMs: at(100).getTime(), endsAtMs: at(200).getTime() };
const seasons = [
  { number: 1, window: SEASON_1 },
  { number: 2, window: SEASON_2 },
];
const point = (version: number, minutes: number, xp: number, coolness = 0): ProgressPoint => ({
  version,
  occurredAt: at(minutes),
  xp,
  coolness,
});

describe('season score fold', () => {
  it('counts only what was gained inside the window, from the total before it', () => {
    const scores = foldPoints(seasons, new Map(), { xp: 500, coolness: 3 }, [
      point(1, -5, 600, 3),
      point(2, 10, 650, 3),
      point(3, 20, 700, 5),
    ]);
    expect(scores.get(1)).toMatchObject({ xpBase: 600, xp: 100, coolnessBase: 3, coolness: 2, version: 3 });
    expect(scores.get(1)!.xpAt).toEqual(at(20));
    expect(scores.has(2)).toBe(false);
  });

  it('splits points across a boundary: the next season starts from the total at its start', () => {
    const scores = foldPoints(seasons, new Map(), { xp: 0, coolness: 0 }, [
      point(1, 50, 100),
      point(2, 99, 150),
      point(3, 100, 180),
      point(4, 150, 200),
    ]);
    expect(scores.get(1)).toMatchObject({ xpBase: 0, xp: 150 });
    expect(scores.get(2)).toMatchObject({ xpBase: 150, xp: 50 });
    expect(scores.get(2)!.xpAt).toEqual(at(150));
  });

  it('keeps the time a score was first reached when later points repeat it', () => {
    const scores = foldPoints(seasons, new Map(), { xp: 0, coolness: 0 }, [
      point(1, 10, 100, 0),
      point(2, 20, 100, 4),
    ]);
    expect(scores.get(1)!.xpAt).toEqual(at(10));
    expect(scores.get(1)!.coolnessAt).toEqual(at(20));
  });

  it('folds a batch at a time exactly as all points at once', () => {
    const points = [
      point(1, 5, 10),
      point(2, 30, 40, 1),
      point(3, 60, 40, 1),
      point(4, 120, 90, 2),
      point(5, 130, 95, 2),
    ];
    const whole = foldPoints(seasons, new Map(), { xp: 0, coolness: 0 }, points);
    let held = new Map<number, ReturnType<typeof whole.get> & object>();
    let totals = { xp: 0, coolness: 0 };
    for (const batch of [points.slice(0, 2), points.slice(2, 4), points.slice(4)]) {
      held = new Map([...held, ...foldPoints(seasons, held, totals, batch)]);
      const last = batch[batch.length - 1]!;
      totals = { xp: last.xp, coolness: last.coolness };
    }
    expect(held).toEqual(whole);
  });

  it('ignores a point not newer than the score (a redelivery)', () => {
    const first = foldPoints(seasons, new Map(), { xp: 0, coolness: 0 }, [point(2, 10, 100)]);
    const again = foldPoints(seasons, first, { xp: 100, coolness: 0 }, [point(1, 5, 999)]);
    expect(again.size).toBe(0);
  });
});
