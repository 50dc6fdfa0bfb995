/**
 * The restore drill's inventory check: every trade economy recorded as applied reached the player's
 * inventory, i.e. the game holds its exchange (`trade:<id>`) with the same item changes, unless the
 * player's account was deleted since. The currency side of the same trades is `npm run ledger:verify`'s.
 */
import pg from 'pg';

type ItemChange = { itemId: number; delta: number };

/** The changes summed per item, without the ones that sum to nothing, as comparable text. */
export function itemsKey(items: ItemChange[]): string {
  const sums = new Map<number, number>();
  for (const { itemId, delta } of items) sums.set(itemId, (sums.get(itemId) ?? 0) + Number(delta));
  return [...sums]
    .filter(([, delta]) => delta !== 0)
    .sort(([a], [b]) => a - b)
    .map(([itemId, delta]) => `${itemId}:${delta}`)
    .join(',');
}

async function rowsOf<T extends pg.QueryResultRow>(
  url: string,
  sql: string,
  values: unknown[] = [],
): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql, values)).rows;
  } finally {
    await client.end();
  }
}

export interface InventoryReport {
  trades: number;
  differences: string[];
}

export async function checkTradeInventories(economyUrl: string, gameUrl: string): Promise<InventoryReport> {
  const trades = await rowsOf<{ id: string; user_id: string; items: ItemChange[] }>(
    economyUrl,
    `select id, user_id, items from trades where status = 'applied'`,
  );
  const keys = trades.map((trade) => `trade:${trade.id}`);
  const exchanges = new Map(
    (
      await rowsOf<{ idempotency_key: string; items: ItemChange[] }>(
        gameUrl,
        'select idempotency_key, items from exchanges where idempotency_key = any($1)',
        [keys],
      )
    ).map((row) => [row.idempotency_key, itemsKey(row.items)]),
  );
  const players = new Set(
    (
      await rowsOf<{ user_id: string }>(gameUrl, 'select user_id from players where user_id = any($1)', [
        [...new Set(trades.map((trade) => trade.user_id))],
      ])
    ).map((row) => row.user_id),
  );
  const differences: string[] = [];
  for (const trade of trades) {
    if (!players.has(trade.user_id)) continue;
    const inGame = exchanges.get(`trade:${trade.id}`);
    const expected = itemsKey(trade.items);
    if (inGame === undefined)
      differences.push(`trade ${trade.id} is applied in economy but the game has no exchange for it`);
    else if (inGame !== expected)
      differences.push(
        `trade ${trade.id}: economy's items ${expected || 'none'}, the game's ${inGame || 'none'}`,
      );
  }
  return { trades: trades.length, differences };
}
