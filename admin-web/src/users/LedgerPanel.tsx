import { useQuery } from '@apollo/client/react';
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
import { useRecordContext } from 'ra-core';
import { useState } from 'react';
import { serverMessage } from '../api/errors';
import {
  NO_LEDGER_FILTER,
  SOURCE_CHOICES,
  ledgerFilterOf,
  ledgerTime,
  signedAmount,
  sourceLabel,
  type LedgerFilterForm,
} from './ledgerFilter';
import { PLAYER_LEDGER } from './ledgerOperations';

/** Rows a page (the game serves at most 100). */
const LEDGER_PAGE_SIZE = 25;

/**
 * The player's currency ledger (docs/ledger.md): every change of a balance, newest first, filtered by
 * currency, source and time (UTC), 25 a page; Older and Newer walk the pages by the game's cursor.
 */
export function LedgerPanel() {
  const record = useRecordContext();
  const [form, setForm] = useState<LedgerFilterForm>(NO_LEDGER_FILTER);
  // The cursor of each page read so far: the first page has none.
  const [cursors, setCursors] = useState<(string | null)[]>([null]);
  const after = cursors[cursors.length - 1] ?? null;
  const { data, previousData, error, loading } = useQuery(PLAYER_LEDGER, {
    variables: {
      id: String(record?.id ?? ''),
      filter: ledgerFilterOf(form),
      after,
      limit: LEDGER_PAGE_SIZE,
    },
    skip: !record,
    fetchPolicy: 'network-only',
  });
  if (!record) return null;
  const slice = (data ?? previousData)?.user?.currencyLedger;
  const currencies = (record.balances ?? []) as { shortName: string; name: string }[];
  const filter = (change: Partial<LedgerFilterForm>) => {
    setForm({ ...form, ...change });
    setCursors([null]);
  };
  const nameOf = (shortName: string) => currencies.find((entry) => entry.shortName === shortName)?.name;
  return (
    <Box sx={{ p: 2 }} component="section" aria-label="Currency ledger" data-testid="currency-ledger">
      <Typography variant="h6">Currency ledger</Typography>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
          gap: 2,
          alignItems: 'center',
          my: 1,
        }}
      >
        <TextField
          select
          size="small"
          label="Currency"
          value={form.currency}
          onChange={(event) => filter({ currency: event.target.value })}
        >
          <MenuItem value="">Any currency</MenuItem>
          {currencies.map((currency) => (
            <MenuItem key={currency.shortName} value={currency.shortName}>
              {currency.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label="Source"
          value={form.source}
          onChange={(event) => filter({ source: event.target.value })}
        >
          <MenuItem value="">Any source</MenuItem>
          {SOURCE_CHOICES.map((source) => (
            <MenuItem key={source.value} value={source.value}>
              {source.label}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          type="datetime-local"
          label="From (UTC)"
          value={form.from}
          onChange={(event) => filter({ from: event.target.value })}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          size="small"
          type="datetime-local"
          label="Until (UTC)"
          value={form.to}
          onChange={(event) => filter({ to: event.target.value })}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        {form !== NO_LEDGER_FILTER && (
          <Button size="small" onClick={() => filter(NO_LEDGER_FILTER)}>
            Clear filters
          </Button>
        )}
      </Box>
      {error && <Typography color="error">Failed to load the ledger: {serverMessage(error)}</Typography>}
      {!slice && !error && <Typography>Loading...</Typography>}
      {slice && (
        <>
          <TableContainer sx={{ opacity: loading ? 0.6 : 1 }}>
            <Table size="small" aria-label="Ledger rows">
              <TableHead>
                <TableRow>
                  <TableCell>When</TableCell>
                  <TableCell>Currency</TableCell>
                  <TableCell align="right">Change</TableCell>
                  <TableCell align="right">Balance after</TableCell>
                  <TableCell>Source</TableCell>
                  <TableCell>Reference</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {slice.entries.length === 0 && (
                  <TableRow>
                    <TableCell colSpan={6}>
                      <Typography color="text.secondary">No ledger rows match</Typography>
                    </TableCell>
                  </TableRow>
                )}
                {slice.entries.map((entry) => (
                  <TableRow key={entry.id} data-testid="ledger-row">
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{ledgerTime(entry.at)}</TableCell>
                    <TableCell title={nameOf(entry.currency)}>{entry.currency}</TableCell>
                    <TableCell align="right" sx={{ color: entry.delta < 0 ? 'error.main' : 'success.main' }}>
                      {signedAmount(entry.delta)}
                    </TableCell>
                    <TableCell align="right">{entry.balanceAfter.toLocaleString('en-US')}</TableCell>
                    <TableCell>{sourceLabel(entry.source)}</TableCell>
                    <TableCell
                      title={entry.reference}
                      sx={{
                        fontFamily: 'monospace',
                        maxWidth: '12rem',
                        overflow: 'hidden',
                        textOverflow: 'ellipsis',
                        whiteSpace: 'nowrap',
                      }}
                    >
                      {entry.reference || '-'}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', mt: 1 }}>
            <Button
              size="small"
              disabled={cursors.length === 1 || loading}
              onClick={() => setCursors(cursors.slice(0, -1))}
            >
              Newer
            </Button>
            <Typography variant="body2" color="text.secondary">
              Page {cursors.length}
            </Typography>
            <Button
              size="small"
              disabled={!slice.nextCursor || loading}
              onClick={() => slice.nextCursor && setCursors([...cursors, slice.nextCursor])}
            >
              Older
            </Button>
          </Box>
        </>
      )}
    </Box>
  );
}
