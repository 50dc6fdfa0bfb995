import { useMutation, useQuery } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import type { MarketSide } from '../../__generated__/graphql';
import { failureMessage } from '../../api/errors';
import { Message } from '../../ui/Message';
import { Tabs } from '../../ui/Tabs';
import {
  CANCEL_ORDER,
  MARKET_ITEM,
  MARKET_ITEMS,
  MY_MARKET,
  PLACE_ORDER,
  REFRESH_AFTER_ORDER,
} from './marketOperations';
import { buyCost, chartPaths, depthWidths, statusLabel } from './marketView';
import '../../styles/market.css';

const PERIODS = ['7 days', '30 days'] as const;
type Period = (typeof PERIODS)[number];
const MINE = ['My orders', 'My trades'] as const;
type Mine = (typeof MINE)[number];

const vgc = (amount: number) => `${amount.toLocaleString('en-US')} VGC`;
const time = (at: string) => new Date(at).toLocaleString();

type Settings = NonNullable<ReturnType<typeof useMarketItems>['data']>['marketSettings'];

function useMarketItems() {
  return useQuery(MARKET_ITEMS, { fetchPolicy: 'cache-and-network' });
}

/** The book's two sides, each level a bar as long as its share of the deepest level. */
function Book({ book }: { book: { bids: Level[]; asks: Level[]; halted: boolean } }) {
  const deepest = Math.max(
    0,
    ...book.bids.map((level) => level.quantity),
    ...book.asks.map((l) => l.quantity),
  );
  const side = (label: string, levels: Level[], kind: 'bid' | 'ask') => {
    const widths = depthWidths(levels, deepest);
    return (
      <table className={`market-book__side market-book__side--${kind}`} aria-label={label}>
        <thead>
          <tr>
            <th scope="col">{label}</th>
            <th scope="col">Quantity</th>
            <th scope="col">Orders</th>
          </tr>
        </thead>
        <tbody>
          {levels.length === 0 && (
            <tr>
              <td colSpan={3} className="market__quiet">
                None
              </td>
            </tr>
          )}
          {levels.map((level, index) => (
            <tr key={level.price} style={{ ['--depth' as string]: `${widths[index]}%` }}>
              <td>{level.price.toLocaleString('en-US')}</td>
              <td>{level.quantity.toLocaleString('en-US')}</td>
              <td>{level.orders}</td>
            </tr>
          ))}
        </tbody>
      </table>
    );
  };
  return (
    <section className="panel market-book" aria-label="Order book">
      <h2>Order book</h2>
      {book.halted && <Message text="Trading in this item is halted for now." failed />}
      <div className="market-book__sides">
        {side('Buying at', book.bids, 'bid')}
        {side('Selling at', book.asks, 'ask')}
      </div>
    </section>
  );
}

interface Level {
  price: number;
  quantity: number;
  orders: number;
}

/** Closing prices as a line over the high-low range of each period. */
function PriceChart({
  points,
  period,
}: {
  points: { at: string; high: number; low: number; close: number }[];
  period: Period;
}) {
  const [width, height] = [320, 120];
  const paths = chartPaths(points, width, height);
  if (!paths) return <p className="market__quiet">No trades in the last {period}.</p>;
  return (
    <figure className="market-chart">
      <svg
        viewBox={`-6 -6 ${width + 12} ${height + 12}`}
        role="img"
        aria-label={`Prices over the last ${period}`}
      >
        {paths.ranges.map((range) => (
          <line
            key={range.x}
            x1={range.x}
            x2={range.x}
            y1={range.top}
            y2={range.bottom}
            className="market-chart__range"
          />
        ))}
        <polyline points={paths.line} className="market-chart__line" />
        {paths.dots.map((dot) => (
          <circle key={dot.x} cx={dot.x} cy={dot.y} r={3} className="market-chart__dot" />
        ))}
      </svg>
      <figcaption>
        {vgc(paths.low)} – {vgc(paths.high)}; last {vgc(points[points.length - 1]!.close)}
      </figcaption>
    </figure>
  );
}

function OrderForm({ itemId, settings, halted }: { itemId: number; settings: Settings; halted: boolean }) {
  const [side, setSide] = useState<MarketSide>('BUY' as MarketSide);
  const [price, setPrice] = useState('');
  const [quantity, setQuantity] = useState('1');
  const [message, setMessage] = useState<{ text: string; failed: boolean } | null>(null);
  const [place, { loading }] = useMutation(PLACE_ORDER, { refetchQueries: REFRESH_AFTER_ORDER });
  const [priceValue, quantityValue] = [Number(price), Number(quantity)];
  const cost = buyCost(priceValue || 0, quantityValue || 0, settings.taxPercent);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setMessage(null);
    try {
      const { data } = await place({
        variables: {
          itemId,
          side,
          price: priceValue,
          quantity: quantityValue,
          idempotencyKey: crypto.randomUUID(),
        },
      });
      const order = data!.placeMarketOrder;
      const traded = order.quantity - order.remaining;
      setMessage({
        text:
          order.status === 'FILLED'
            ? 'Your order was filled.'
            : traded > 0
              ? `${traded} traded at once; the rest waits on the book.`
              : 'Your order is on the book.',
        failed: false,
      });
    } catch (error) {
      setMessage({ text: failureMessage(error), failed: true });
    }
  };
  return (
    <section className="panel market-form" aria-label="Place an order">
      <h2>Place an order</h2>
      <form onSubmit={submit}>
        <div className="market-form__sides" role="radiogroup" aria-label="Side">
          {(['BUY', 'SELL'] as MarketSide[]).map((value) => (
            <label
              key={value}
              className={value === side ? 'market-form__side market-form__side--on' : 'market-form__side'}
            >
              <input
                type="radio"
                name="side"
                value={value}
                checked={value === side}
                onChange={() => setSide(value)}
              />
              {value === 'BUY' ? 'Buy' : 'Sell'}
            </label>
          ))}
        </div>
        <label>
          Price per unit (VGC)
          <input
            type="number"
            inputMode="numeric"
            min={settings.priceMin}
            max={settings.priceMax}
            step={1}
            required
            value={price}
            onChange={(event) => setPrice(event.target.value)}
          />
        </label>
        <label>
          Quantity
          <input
            type="number"
            inputMode="numeric"
            min={settings.quantityMin}
            max={settings.quantityMax}
            step={1}
            required
            value={quantity}
            onChange={(event) => setQuantity(event.target.value)}
          />
        </label>
        {side === 'BUY' ? (
          <p className="market-form__cost">
            Held now: {vgc(cost.principal)} + tax {vgc(cost.tax)} ({settings.taxPercent} %) ={' '}
            <strong>{vgc(cost.total)}</strong>. What is not spent comes back.
          </p>
        ) : (
          <p className="market-form__cost">
            The items are held until they sell; you get {vgc(cost.principal)} or more. The buyer pays the tax.
          </p>
        )}
        <button type="submit" className="button button--primary" disabled={loading || halted}>
          {side === 'BUY' ? 'Place buy order' : 'Place sell order'}
        </button>
      </form>
      <Message text={message?.text} failed={message?.failed} />
    </section>
  );
}

function ItemDetail({ itemId, settings }: { itemId: number; settings: Settings }) {
  const [period, setPeriod] = useState<Period>('7 days');
  const { data, previousData, error } = useQuery(MARKET_ITEM, {
    variables: { itemId, days: period === '7 days' ? 7 : 30 },
    fetchPolicy: 'cache-and-network',
    pollInterval: 15_000,
  });
  const shown = data ?? previousData;
  if (!shown)
    return error ? <Message text={failureMessage(error)} failed /> : <p className="loading">Loading ...</p>;
  return (
    <div className="market-item">
      <Book book={shown.marketBook} />
      <OrderForm itemId={itemId} settings={settings} halted={shown.marketBook.halted} />
      <section className="panel market-prices" aria-label="Prices">
        <h2>Prices</h2>
        <Tabs tabs={PERIODS} active={period} onChange={setPeriod} label="Chart period" />
        <PriceChart points={shown.marketPriceHistory} period={period} />
      </section>
      <section className="panel market-trades" aria-label="Last trades">
        <h2>Last trades</h2>
        {shown.marketTrades.length === 0 ? (
          <p className="market__quiet">No trades yet.</p>
        ) : (
          <ol className="market-rows">
            {shown.marketTrades.map((trade) => (
              <li key={trade.id} className="market-row">
                <time dateTime={trade.at}>{time(trade.at)}</time>
                <span>
                  {trade.quantity} × {vgc(trade.price)}
                </span>
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}

function MyMarket() {
  const [tab, setTab] = useState<Mine>('My orders');
  const { data, error } = useQuery(MY_MARKET, { fetchPolicy: 'cache-and-network', pollInterval: 15_000 });
  const [cancel] = useMutation(CANCEL_ORDER, { refetchQueries: REFRESH_AFTER_ORDER });
  const [message, setMessage] = useState<{ text: string; failed: boolean } | null>(null);
  const cancelOrder = async (id: string) => {
    setMessage(null);
    try {
      await cancel({ variables: { id } });
      setMessage({ text: 'Order cancelled: what it held is on its way back.', failed: false });
    } catch (failure) {
      setMessage({ text: failureMessage(failure), failed: true });
    }
  };
  return (
    <section className="panel market-mine" aria-label="My market">
      <Tabs tabs={MINE} active={tab} onChange={setTab} label="My market" />
      <Message text={message?.text} failed={message?.failed} />
      {!data &&
        (error ? <Message text={failureMessage(error)} failed /> : <p className="loading">Loading ...</p>)}
      {data && tab === 'My orders' && (
        <ol className="market-rows" aria-label="My orders">
          {data.myMarketOrders.length === 0 && <li className="market__quiet">No orders yet.</li>}
          {data.myMarketOrders.map((order) => (
            <li key={order.id} className="market-row market-order" data-status={order.status}>
              <span className="market-order__what">
                {order.side === 'BUY' ? 'Buy' : 'Sell'} {order.quantity} {order.item.name} at{' '}
                {vgc(order.price)}
              </span>
              <span className="market-order__state">
                {statusLabel(order.status)}
                {order.remaining < order.quantity &&
                  order.status !== 'FILLED' &&
                  `, ${order.quantity - order.remaining} traded`}
                {order.side === 'BUY' && order.taxCharged > 0 && `, tax ${vgc(order.taxCharged)}`}
                {order.refusal && `: ${order.refusal}`}
              </span>
              {order.status === 'OPEN' ? (
                <button
                  type="button"
                  className="button button--small"
                  onClick={() => void cancelOrder(order.id)}
                >
                  Cancel
                </button>
              ) : (
                <span />
              )}
            </li>
          ))}
        </ol>
      )}
      {data && tab === 'My trades' && (
        <ol className="market-rows" aria-label="My trades">
          {data.myMarketTrades.length === 0 && <li className="market__quiet">No trades yet.</li>}
          {data.myMarketTrades.map((trade) => (
            <li key={trade.id} className="market-row market-trade" data-side={trade.side}>
              <time dateTime={trade.at}>{time(trade.at)}</time>
              <span>
                {trade.side === 'BUY' ? 'Bought' : 'Sold'} {trade.quantity} {trade.item.name} at{' '}
                {vgc(trade.price)}
              </span>
              <span className="market-trade__total">
                {trade.side === 'BUY'
                  ? `paid ${vgc(trade.total)} + tax ${vgc(trade.tax)}`
                  : `got ${vgc(trade.total)}`}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** /market: the players' order book (docs/market.md). */
export default function Market() {
  const { data, previousData, error } = useMarketItems();
  const [chosen, setChosen] = useState<number | null>(null);
  const shown = data ?? previousData;
  if (!shown)
    return error ? <Message text={failureMessage(error)} failed /> : <p className="loading">Loading ...</p>;
  const settings = shown.marketSettings;
  const itemId = chosen ?? shown.marketItems[0]?.item.id ?? null;
  const summary = shown.marketItems.find((entry) => entry.item.id === itemId);
  return (
    <div className="market">
      <header className="market__header">
        <h1>Market</h1>
        <p className="market__rules">
          Anonymous orders between players. The buyer pays {settings.taxPercent} % tax; {settings.baseSlots}{' '}
          open orders ({settings.subscriberSlots} with a subscription); orders expire after{' '}
          {settings.orderLifetimeDays} days.
        </p>
      </header>
      <label className="market__picker">
        Item{' '}
        <select value={itemId ?? ''} onChange={(event) => setChosen(Number(event.target.value))}>
          {shown.marketItems.map((entry) => (
            <option key={entry.item.id} value={entry.item.id}>
              {entry.item.name}
              {entry.bestAsk !== null ? ` · from ${entry.bestAsk}` : ''}
              {entry.halted ? ' · halted' : ''}
            </option>
          ))}
        </select>
      </label>
      {summary && (
        <p className="market__summary">
          Best buy {summary.bestBid ?? '—'} · best sell {summary.bestAsk ?? '—'} · last{' '}
          {summary.lastPrice ?? '—'} · 24 h volume {summary.volume24h}
        </p>
      )}
      {itemId !== null && <ItemDetail key={itemId} itemId={itemId} settings={settings} />}
      <MyMarket />
    </div>
  );
}
