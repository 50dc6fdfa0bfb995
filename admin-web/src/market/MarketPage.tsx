import { useApolloClient, useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { AdminMarketQuery } from '../__generated__/graphql';
import { serverMessage } from '../api/errors';
import { HistoryPanel } from '../changes/HistoryPanel';
import { screenTitle } from '../layout/navigation';
import { wholeNumber } from '../leagues/leagueFormat';
import { utcMinuteOf } from '../social/socialFormat';
import { AdminPage, LoadState } from '../ui/AdminPage';
import { useServerAction } from '../ui/useServerAction';
import {
  ADMIN_MARKET,
  ADMIN_MARKET_TRADES,
  ADMIN_SET_MARKET_HALTED,
  ADMIN_SET_MARKET_ITEM_HALTED,
  ADMIN_SET_MARKET_SETTINGS,
} from './marketOperations';

const MARKET_TRAIL = [{ service: 'economy' as const }];
const TRADES_PAGE = 25;

type Market = AdminMarketQuery;

/** /admin/market: the players' market: tax and slots, halts (whole market or one item), its trades. */
export function MarketPage() {
  const { data, error, refetch } = useQuery(ADMIN_MARKET, { fetchPolicy: 'network-only' });
  // The history below starts over after a change, so it shows it.
  const [changes, setChanges] = useState(0);
  const changed = () => {
    setChanges((count) => count + 1);
    void refetch().catch(() => undefined);
  };
  return (
    <AdminPage title={screenTitle('market')}>
      <Typography sx={{ mb: 2 }}>
        Players trade items for VGC in an anonymous order book; the buyer pays the tax, which leaves the game.
        A halt refuses new orders and stops trades; cancels and expiries go on.
      </Typography>
      {!data ? (
        <LoadState
          failed={Boolean(error)}
          failure={`Failed to load the market${error ? `: ${serverMessage(error)}` : ''}`}
        />
      ) : (
        <>
          <HaltControls market={data} onChanged={changed} />
          <SettingsForm
            key={`${data.marketSettings.taxPercent}:${data.marketSettings.baseSlots}:${data.marketSettings.subscriberSlots}`}
            settings={data.marketSettings}
            onSaved={changed}
          />
          <Trades items={data.marketItems} />
        </>
      )}
      <HistoryPanel key={changes} sources={MARKET_TRAIL} />
    </AdminPage>
  );
}

function HaltControls({ market, onChanged }: { market: Market; onChanged: () => void }) {
  const client = useApolloClient();
  const { busy, run } = useServerAction();
  const [itemId, setItemId] = useState('');
  const halted = market.marketSettings.halted;
  const nameOf = (id: number) =>
    market.marketItems.find((entry) => entry.item.id === id)?.item.name ?? `Item #${id}`;
  const setHalted = async (next: boolean) => {
    const done = await run(
      () => client.mutate({ mutation: ADMIN_SET_MARKET_HALTED, variables: { halted: next } }),
      next ? 'Market halted' : 'Market resumed',
    );
    if (done) onChanged();
  };
  const setItemHalted = async (id: number, next: boolean) => {
    const done = await run(
      () =>
        client.mutate({ mutation: ADMIN_SET_MARKET_ITEM_HALTED, variables: { itemId: id, halted: next } }),
      `${nameOf(id)}: ${next ? 'halted' : 'resumed'}`,
    );
    if (done) {
      setItemId('');
      onChanged();
    }
  };
  return (
    <Box component="section" aria-label="Halts" sx={{ mb: 3 }}>
      <Typography variant="h6">Halts</Typography>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', my: 1 }}>
        <Typography data-testid="market-state">
          {halted ? 'The whole market is halted.' : 'The market is open.'}
        </Typography>
        <Button
          variant="contained"
          color={halted ? 'primary' : 'error'}
          disabled={busy}
          onClick={() => void setHalted(!halted)}
        >
          {halted ? 'Resume the market' : 'Halt the market'}
        </Button>
      </Box>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', my: 1 }}>
        <TextField
          select
          size="small"
          label="Item"
          value={itemId}
          sx={{ minWidth: 240 }}
          onChange={(event) => setItemId(event.target.value)}
        >
          {market.marketItems
            .filter((entry) => !market.marketSettings.haltedItemIds.includes(entry.item.id))
            .map((entry) => (
              <MenuItem key={entry.item.id} value={String(entry.item.id)}>
                {entry.item.name}
              </MenuItem>
            ))}
        </TextField>
        <Button
          variant="outlined"
          color="error"
          disabled={busy || itemId === ''}
          onClick={() => void setItemHalted(Number(itemId), true)}
        >
          Halt this item
        </Button>
      </Box>
      {market.marketSettings.haltedItemIds.length === 0 ? (
        <Typography color="text.secondary">No item is halted on its own.</Typography>
      ) : (
        <Box component="ul" aria-label="Halted items" sx={{ pl: 0, listStyle: 'none' }}>
          {market.marketSettings.haltedItemIds.map((id) => (
            <Box component="li" key={id} sx={{ display: 'flex', gap: 2, alignItems: 'center', mb: 1 }}>
              <Typography>{nameOf(id)}</Typography>
              <Button size="small" disabled={busy} onClick={() => void setItemHalted(id, false)}>
                Resume
              </Button>
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}

function SettingsForm({ settings, onSaved }: { settings: Market['marketSettings']; onSaved: () => void }) {
  const client = useApolloClient();
  const { busy, run } = useServerAction();
  const [tax, setTax] = useState(String(settings.taxPercent));
  const [base, setBase] = useState(String(settings.baseSlots));
  const [subscriber, setSubscriber] = useState(String(settings.subscriberSlots));
  const taxPercent = /^\d{1,2}(\.\d{1,2})?$/.test(tax.trim()) ? Number(tax) : null;
  const [baseSlots, subscriberSlots] = [wholeNumber(base), wholeNumber(subscriber)];
  const ready = taxPercent !== null && baseSlots !== null && subscriberSlots !== null;
  const save = async () => {
    if (!ready) return;
    const done = await run(
      () =>
        client.mutate({
          mutation: ADMIN_SET_MARKET_SETTINGS,
          variables: { input: { taxPercent, baseSlots, subscriberSlots } },
        }),
      'Market settings saved',
    );
    if (done) onSaved();
  };
  return (
    <Box
      component="form"
      aria-label="Market settings"
      noValidate
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 3 }}
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <TextField
        label="Buyer's tax (%)"
        size="small"
        value={tax}
        sx={{ width: '11em' }}
        error={taxPercent === null}
        helperText={taxPercent === null ? '0 to 50, two decimals' : ' '}
        onChange={(event) => setTax(event.target.value)}
      />
      <TextField
        label="Order slots"
        size="small"
        value={base}
        sx={{ width: '9em' }}
        error={baseSlots === null}
        helperText={baseSlots === null ? 'A whole number' : ' '}
        onChange={(event) => setBase(event.target.value)}
      />
      <TextField
        label="Subscribers' slots"
        size="small"
        value={subscriber}
        sx={{ width: '11em' }}
        error={subscriberSlots === null}
        helperText={subscriberSlots === null ? 'A whole number' : ' '}
        onChange={(event) => setSubscriber(event.target.value)}
      />
      <Button type="submit" variant="contained" disabled={busy || !ready}>
        Save market settings
      </Button>
    </Box>
  );
}

function Trades({ items }: { items: Market['marketItems'] }) {
  const [itemId, setItemId] = useState('');
  const [cursors, setCursors] = useState<(string | null)[]>([null]);
  const before = cursors[cursors.length - 1] ?? null;
  const { data, previousData, error } = useQuery(ADMIN_MARKET_TRADES, {
    variables: { itemId: itemId === '' ? null : Number(itemId), limit: TRADES_PAGE, before },
    fetchPolicy: 'network-only',
  });
  const trades = (data ?? previousData)?.marketAdminTrades;
  return (
    <Box component="section" aria-label="Trades" sx={{ mb: 3 }}>
      <Typography variant="h6">Trades</Typography>
      <TextField
        select
        size="small"
        label="Item"
        value={itemId}
        sx={{ minWidth: 240, my: 1 }}
        onChange={(event) => {
          setItemId(event.target.value);
          setCursors([null]);
        }}
      >
        <MenuItem value="">All items</MenuItem>
        {items.map((entry) => (
          <MenuItem key={entry.item.id} value={String(entry.item.id)}>
            {entry.item.name}
          </MenuItem>
        ))}
      </TextField>
      {error && <Typography color="error">Failed to load the trades: {serverMessage(error)}</Typography>}
      {trades && trades.length === 0 && <Typography color="text.secondary">No trades.</Typography>}
      {trades && trades.length > 0 && (
        <TableContainer>
          <Table size="small" aria-label="Market trades">
            <TableHead>
              <TableRow>
                <TableCell>When</TableCell>
                <TableCell>Item</TableCell>
                <TableCell align="right">Quantity</TableCell>
                <TableCell align="right">Price</TableCell>
                <TableCell align="right">Tax</TableCell>
                <TableCell>Buyer</TableCell>
                <TableCell>Seller</TableCell>
                <TableCell>Taker</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {trades.map((trade) => (
                <TableRow key={trade.id} data-testid="market-trade-row">
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{utcMinuteOf(trade.at)}</TableCell>
                  <TableCell>{trade.item.name}</TableCell>
                  <TableCell align="right">{trade.quantity}</TableCell>
                  <TableCell align="right">{trade.price}</TableCell>
                  <TableCell align="right">{trade.tax}</TableCell>
                  <TableCell>
                    <Link to={`/user/${encodeURIComponent(trade.buyerId)}`}>{trade.buyerId.slice(0, 8)}</Link>
                  </TableCell>
                  <TableCell>
                    <Link to={`/user/${encodeURIComponent(trade.sellerId)}`}>
                      {trade.sellerId.slice(0, 8)}
                    </Link>
                  </TableCell>
                  <TableCell>{trade.takerSide === 'BUY' ? 'buyer' : 'seller'}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      <Box sx={{ display: 'flex', gap: 1, mt: 1 }}>
        <Button
          size="small"
          disabled={cursors.length === 1}
          onClick={() => setCursors((list) => list.slice(0, -1))}
        >
          Newer
        </Button>
        <Button
          size="small"
          disabled={!trades || trades.length < TRADES_PAGE}
          onClick={() => setCursors((list) => [...list, trades![trades!.length - 1]!.id])}
        >
          Older
        </Button>
      </Box>
    </Box>
  );
}
