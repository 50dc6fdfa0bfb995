/** What players read of the market: items, depth, last trades, the price chart, their orders and trades. */
import { BadRequestError, NotFoundError, requireAdmin, requirePlayer, type Caller } from '@vh/kit';
import type { EconomyDeps } from '../deps';
import { marketDb, type FillRow, type OrderRow } from './marketRepository';
import { MarketMessages, isTradable } from './marketRules';
import { adminTradeView, myTradeView, orderView, settingsView, tradeView } from './marketViews';

const DEPTH_MAX = 50;
const PAGE_MAX = 100;
/** The chart's periods: 6 hours over a week, a day over a month. */
const CHART_PERIOD_HOURS: Readonly<Record<number, number>> = { 7: 6, 30: 24 };

function bounded(name: string, value: number, min: number, max: number): number {
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new BadRequestError(`${name} must be a whole number from ${min} to ${max}`);
  }
  return value;
}

function tradableItem(deps: EconomyDeps, itemId: number) {
  const item = deps.content.item(itemId);
  if (!item || !isTradable(deps.content, item)) throw new NotFoundError(MarketMessages.unknownItem);
  return item;
}

export async function marketSettings(deps: EconomyDeps) {
  return settingsView(await marketDb.settings(deps.db), await marketDb.haltedItems(deps.db));
}

async function isHalted(deps: EconomyDeps, itemId: number): Promise<boolean> {
  return (await marketDb.settings(deps.db)).halted || (await marketDb.isItemHalted(deps.db, itemId));
}

export async function marketBook(deps: EconomyDeps, itemId: number, depth: number) {
  tradableItem(deps, itemId);
  bounded('depth', depth, 1, DEPTH_MAX);
  const levels = (side: 'buy' | 'sell') =>
    deps
      .db('market_orders')
      .where({ item_id: itemId, side, status: 'open' })
      .groupBy('price')
      .select('price', deps.db.raw('sum(remaining)::int as quantity'), deps.db.raw('count(*)::int as orders'))
      .orderBy('price', side === 'buy' ? 'desc' : 'asc')
      .limit(depth) as Promise<{ price: number; quantity: number; orders: number }[]>;
  const [bids, asks, halted] = await Promise.all([levels('buy'), levels('sell'), isHalted(deps, itemId)]);
  return { item: { id: itemId }, bids, asks, halted };
}

export async function marketTrades(deps: EconomyDeps, itemId: number, limit: number) {
  tradableItem(deps, itemId);
  bounded('limit', limit, 1, PAGE_MAX);
  const rows = await deps
    .db<FillRow>('market_fills')
    .where({ item_id: itemId })
    .orderBy('id', 'desc')
    .limit(limit);
  return rows.map(tradeView);
}

export async function marketPriceHistory(deps: EconomyDeps, itemId: number, days: number) {
  tradableItem(deps, itemId);
  const hours = CHART_PERIOD_HOURS[days];
  if (!hours) throw new BadRequestError('days must be 7 or 30');
  const result = await deps.db.raw<{
    rows: {
      at: Date;
      open: number;
      high: number;
      low: number;
      close: number;
      average: number;
      volume: number;
    }[];
  }>(
    `select to_timestamp(floor(extract(epoch from created_at) / :period) * :period) as at,
            (array_agg(price order by id))[1]::int as open, max(price)::int as high, min(price)::int as low,
            (array_agg(price order by id desc))[1]::int as close,
            (sum(price * quantity) / sum(quantity))::int as average, sum(quantity)::int as volume
       from market_fills
      where item_id = :itemId and created_at > now() - make_interval(days => :days)
      group by 1 order by 1`,
    { period: hours * 3600, itemId, days },
  );
  return result.rows.map((row) => ({ ...row, at: new Date(row.at).toISOString() }));
}

/** Every tradable item with its best prices, last price and the day's volume; busiest first. */
export async function marketItems(deps: EconomyDeps) {
  const items = deps.content.items().filter((item) => isTradable(deps.content, item));
  const [books, last, volume, settings, halted] = await Promise.all([
    deps
      .db('market_orders')
      .where({ status: 'open' })
      .groupBy('item_id')
      .select(
        'item_id',
        deps.db.raw(`max(price) filter (where side = 'buy')::int as bid`),
        deps.db.raw(`min(price) filter (where side = 'sell')::int as ask`),
      ) as Promise<{ item_id: number; bid: number | null; ask: number | null }[]>,
    deps.db.raw<{ rows: { item_id: number; price: number }[] }>(
      `select distinct on (item_id) item_id, price from market_fills order by item_id, id desc`,
    ),
    deps
      .db('market_fills')
      .where('created_at', '>', deps.db.raw(`now() - interval '1 day'`))
      .groupBy('item_id')
      .select('item_id', deps.db.raw('sum(quantity)::int as volume')) as Promise<
      { item_id: number; volume: number }[]
    >,
    marketDb.settings(deps.db),
    marketDb.haltedItems(deps.db),
  ]);
  const byItem = <T extends { item_id: number }>(rows: T[]) => new Map(rows.map((row) => [row.item_id, row]));
  const [bookOf, lastOf, volumeOf, haltedSet] = [
    byItem(books),
    byItem(last.rows),
    byItem(volume),
    new Set(halted),
  ];
  return items
    .map((item) => ({
      item: { id: item.id },
      bestBid: bookOf.get(item.id)?.bid ?? null,
      bestAsk: bookOf.get(item.id)?.ask ?? null,
      lastPrice: lastOf.get(item.id)?.price ?? null,
      volume24h: volumeOf.get(item.id)?.volume ?? 0,
      halted: settings.halted || haltedSet.has(item.id),
      name: item.name,
    }))
    .sort((a, b) => b.volume24h - a.volume24h || a.name.localeCompare(b.name))
    .map(({ name: _name, ...summary }) => summary);
}

export async function myMarketOrders(
  deps: EconomyDeps,
  caller: Caller,
  args: { active: boolean; limit: number; offset: number },
) {
  const { userId } = requirePlayer(caller.viewer);
  bounded('limit', args.limit, 1, PAGE_MAX);
  bounded('offset', args.offset, 0, 100_000);
  const query = deps.db<OrderRow>('market_orders').where({ user_id: userId });
  if (args.active) void query.whereIn('status', ['pending', 'open']);
  const rows = await query.orderBy('created_at', 'desc').orderBy('id').limit(args.limit).offset(args.offset);
  return rows.map(orderView);
}

export async function myMarketTrades(
  deps: EconomyDeps,
  caller: Caller,
  args: { limit: number; offset: number },
) {
  const { userId } = requirePlayer(caller.viewer);
  bounded('limit', args.limit, 1, PAGE_MAX);
  bounded('offset', args.offset, 0, 100_000);
  const rows = await deps
    .db<FillRow>('market_fills')
    .where({ buyer_id: userId })
    .orWhere({ seller_id: userId })
    .orderBy('id', 'desc')
    .limit(args.limit)
    .offset(args.offset);
  return rows.map((row) => myTradeView(row, userId));
}

export async function marketAdminTrades(
  deps: EconomyDeps,
  caller: Caller,
  args: { itemId?: number | null; limit: number; before?: string | null },
) {
  requireAdmin(caller.viewer);
  bounded('limit', args.limit, 1, PAGE_MAX);
  const query = deps.db<FillRow>('market_fills');
  if (args.itemId != null) void query.where({ item_id: args.itemId });
  if (args.before != null) {
    if (!/^\d{1,18}$/.test(args.before)) throw new BadRequestError('before must be a trade id');
    void query.where('id', '<', Number(args.before));
  }
  return (await query.orderBy('id', 'desc').limit(args.limit)).map(adminTradeView);
}
