import { itemsKey } from '../inventories';
import { copyRowCounts, countDifferences } from '../restore';

async function* linesOf(text: string) {
  yield* text.split('\n');
}

describe("the restore drill's row counts", () => {
  it("counts each table's rows in a dump's COPY blocks, an empty table as 0", async () => {
    const dump = [
      '-- PostgreSQL database dump',
      'COPY public.players (user_id, name) FROM stdin;',
      'a1\tAda',
      'b2\tBo\\nwith an escaped newline',
      '\\.',
      '',
      'COPY public."Odd Name" (id) FROM stdin;',
      '\\.',
      "SELECT pg_catalog.setval('public.seq', 7, true);",
      'COPY public.exchanges (idempotency_key) FROM stdin;',
      'trade:1',
      '\\.',
    ].join('\n');
    const counts = await copyRowCounts(linesOf(dump));
    expect([...counts]).toEqual([
      ['public.players', 2],
      ['public.Odd Name', 0],
      ['public.exchanges', 1],
    ]);
  });

  it('names every table whose restored count differs, one missing on either side as 0', () => {
    const dump = new Map([
      ['public.players', 2],
      ['public.trades', 5],
    ]);
    expect(
      countDifferences(
        dump,
        new Map([
          ['public.players', 2],
          ['public.trades', 5],
        ]),
      ),
    ).toEqual([]);
    expect(
      countDifferences(
        dump,
        new Map([
          ['public.players', 2],
          ['public.extra', 1],
        ]),
      ),
    ).toEqual([
      'public.trades: 5 rows in the dump, 0 restored',
      'public.extra: 0 rows in the dump, 1 restored',
    ]);
  });
});

describe("the restore drill's inventory comparison", () => {
  it('compares item changes summed per item, in any order, without those that cancel out', () => {
    expect(
      itemsKey([
        { itemId: 3, delta: 10 },
        { itemId: 1, delta: -2 },
      ]),
    ).toBe(
      itemsKey([
        { itemId: 1, delta: -2 },
        { itemId: 3, delta: 4 },
        { itemId: 3, delta: 6 },
        { itemId: 9, delta: 0 },
      ]),
    );
    expect(itemsKey([{ itemId: 3, delta: 10 }])).not.toBe(itemsKey([{ itemId: 3, delta: 9 }]));
  });
});
