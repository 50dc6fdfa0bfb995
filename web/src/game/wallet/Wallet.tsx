import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Link } from 'react-router';
import { CURRENCY_SOURCES, currencySourceLabel } from '@vh/contracts/client';
import type { CurrencySource } from '../../__generated__/graphql';
import { failureMessage } from '../../api/errors';
import { GameImage } from '../../ui/GameImage';
import { Message } from '../../ui/Message';
import { Tabs } from '../../ui/Tabs';
import { MY_CURRENCY_FLOW, MY_CURRENCY_LEDGER } from './walletOperations';
import { FLOW_PERIODS, daysOf, flowBars, referenceText, signed, type FlowPeriod } from './walletView';
import '../../styles/wallet.css';

/** Rows a page of the history. */
const PAGE_SIZE = 20;

type Flow = NonNullable<ReturnType<typeof useFlow>['flows']>[number];

function useFlow(period: FlowPeriod) {
  const { data, previousData, error } = useQuery(MY_CURRENCY_FLOW, {
    variables: { days: daysOf(period) },
    fetchPolicy: 'cache-and-network',
  });
  return { flows: (data ?? previousData)?.me?.currencyFlow, error };
}

/** One currency over the period: the balance then and now, and each source's in and out as bars. */
function CurrencyFlowCard({ flow, period }: { flow: Flow; period: FlowPeriod }) {
  const bars = flowBars(flow.sources);
  return (
    <article className="wallet-flow card" aria-label={flow.name} data-currency={flow.currency}>
      <header className="wallet-flow__header">
        <GameImage id={flow.imageId} alt="" thumb className="wallet-flow__icon" />
        <h2 className="wallet-flow__name">{flow.name}</h2>
        <span className="wallet-flow__balance" title="Your balance now">
          {flow.balance.toLocaleString('en-US')}
        </span>
      </header>
      <p className="wallet-flow__summary">
        {period} ago: <strong>{flow.balanceBefore.toLocaleString('en-US')}</strong>
        <span className="wallet-flow__in"> in {signed(flow.credited)}</span>
        <span className="wallet-flow__out"> out {signed(-flow.debited)}</span>
      </p>
      {bars.length === 0 ? (
        <p className="wallet-flow__quiet">Nothing moved in the last {period}.</p>
      ) : (
        <ul className="wallet-bars" aria-label={`${flow.name} by source`}>
          {bars.map((bar) => (
            <li key={bar.source} className="wallet-bar" data-source={bar.source}>
              <span className="wallet-bar__label">{bar.label}</span>
              <span className="wallet-bar__track wallet-bar__track--out" aria-hidden="true">
                <span
                  className="wallet-bar__fill wallet-bar__fill--out"
                  style={{ width: `${bar.debitedWidth}%` }}
                />
              </span>
              <span className="wallet-bar__track wallet-bar__track--in" aria-hidden="true">
                <span
                  className="wallet-bar__fill wallet-bar__fill--in"
                  style={{ width: `${bar.creditedWidth}%` }}
                />
              </span>
              <span className="wallet-bar__amounts">
                {bar.credited > 0 && <span className="wallet-flow__in">{signed(bar.credited)}</span>}
                {bar.debited > 0 && <span className="wallet-flow__out">{signed(-bar.debited)}</span>}
              </span>
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}

/** Every change, newest first, filtered by currency and source, a page at a time. */
function History({ flows }: { flows: Flow[] }) {
  const [currency, setCurrency] = useState('');
  const [source, setSource] = useState('');
  const [cursors, setCursors] = useState<(string | null)[]>([null]);
  const after = cursors[cursors.length - 1] ?? null;
  const { data, previousData, error, loading } = useQuery(MY_CURRENCY_LEDGER, {
    variables: {
      filter: {
        ...(currency ? { currency } : {}),
        ...(source ? { source: source as CurrencySource } : {}),
      },
      after,
      limit: PAGE_SIZE,
    },
    fetchPolicy: 'cache-and-network',
  });
  const slice = (data ?? previousData)?.myCurrencyLedger;
  const nameOf = (shortName: string) => flows.find((flow) => flow.currency === shortName)?.name ?? shortName;
  const filtered = (change: () => void) => {
    change();
    setCursors([null]);
  };
  return (
    <section className="panel wallet-history" aria-labelledby="wallet-history-heading">
      <h2 id="wallet-history-heading">Every change</h2>
      <div className="wallet-history__filters">
        <label>
          Currency{' '}
          <select value={currency} onChange={(event) => filtered(() => setCurrency(event.target.value))}>
            <option value="">All</option>
            {flows.map((flow) => (
              <option key={flow.currency} value={flow.currency}>
                {flow.name}
              </option>
            ))}
          </select>
        </label>
        <label>
          Source{' '}
          <select value={source} onChange={(event) => filtered(() => setSource(event.target.value))}>
            <option value="">All</option>
            {CURRENCY_SOURCES.map((entry) => (
              <option key={entry.code} value={entry.code.toUpperCase()}>
                {entry.label}
              </option>
            ))}
          </select>
        </label>
      </div>
      {!slice &&
        (error ? <Message text={failureMessage(error)} failed /> : <p className="loading">Loading ...</p>)}
      {slice && (
        <>
          {slice.entries.length === 0 ? (
            <p className="wallet-history__empty">No changes match.</p>
          ) : (
            <ol className={loading ? 'wallet-rows wallet-rows--loading' : 'wallet-rows'} aria-label="Changes">
              {slice.entries.map((entry) => {
                const reference = referenceText(entry.source, entry.reference);
                return (
                  <li key={entry.id} className="wallet-row" data-source={entry.source}>
                    <time className="wallet-row__time" dateTime={entry.at}>
                      {new Date(entry.at).toLocaleString()}
                    </time>
                    <span className="wallet-row__source">{currencySourceLabel(entry.source)}</span>
                    <span className="wallet-row__what">
                      {reference.replayId ? (
                        <Link to={`/replay/${reference.replayId}`}>{reference.text}</Link>
                      ) : (
                        reference.text
                      )}
                    </span>
                    <span
                      className={
                        entry.delta < 0
                          ? 'wallet-row__delta wallet-flow__out'
                          : 'wallet-row__delta wallet-flow__in'
                      }
                    >
                      {signed(entry.delta)} {nameOf(entry.currency)}
                    </span>
                    <span className="wallet-row__after">= {entry.balanceAfter.toLocaleString('en-US')}</span>
                  </li>
                );
              })}
            </ol>
          )}
          <nav className="wallet-history__pager" aria-label="Pages">
            <button
              type="button"
              className="button button--small"
              disabled={cursors.length === 1 || loading}
              onClick={() => setCursors(cursors.slice(0, -1))}
            >
              Newer
            </button>
            <span>Page {cursors.length}</span>
            <button
              type="button"
              className="button button--small"
              disabled={!slice.nextCursor || loading}
              onClick={() => slice.nextCursor && setCursors([...cursors, slice.nextCursor])}
            >
              Older
            </button>
          </nav>
        </>
      )}
    </section>
  );
}

/** "Where my currency went": the flow of each currency by source over 7 or 30 days, then every change. */
export function Wallet() {
  const [period, setPeriod] = useState<FlowPeriod>('7 days');
  const { flows, error } = useFlow(period);
  return (
    <div className="wallet">
      <header className="account-header">
        <h1>Where my currency went</h1>
        <p className="account-header__note">Every change of your balances, and why.</p>
      </header>
      <Tabs tabs={FLOW_PERIODS} active={period} onChange={setPeriod} label="Period" />
      {!flows &&
        (error ? <Message text={failureMessage(error)} failed /> : <p className="loading">Loading ...</p>)}
      {flows && (
        <>
          <div className="wallet-flows">
            {flows.map((flow) => (
              <CurrencyFlowCard key={flow.currency} flow={flow} period={period} />
            ))}
          </div>
          <History flows={flows} />
        </>
      )}
    </div>
  );
}

export default Wallet;
