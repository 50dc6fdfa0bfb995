import { useApolloClient } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import MenuItem from '@mui/material/MenuItem';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import type { StatMaxFieldsFragment } from '../__generated__/graphql';
import { inEditedRelease } from '../data/contentKind';
import { useServerAction } from '../ui/useServerAction';
import { RECALC, SET_CAP_MODE, SET_DESIRED } from './statMaxOperations';
import {
  CAP_MODES,
  calculatorPercent,
  contributingLines,
  parseDesired,
  parseHardCap,
  twoDecimals,
  type CapMode,
} from './statMaxMath';

export const STAT_MAX_COLUMNS = [
  'Stat',
  'Current Target Max',
  'Highest User',
  'Raw Theo',
  'Smoothed Theo',
  'Cap Mode',
  'Hard Cap',
  'Desired %',
  'Set Desired',
  'Recalc',
  'Calculator',
] as const;

const textOf = (value: number | null) => (value === null ? '' : String(value));

/** A cell holding inputs: working them must not expand or collapse the row. */
function InputCell({ children }: { children: ReactNode }) {
  return <TableCell onClick={(event) => event.stopPropagation()}>{children}</TableCell>;
}

interface RowProps {
  row: StatMaxFieldsFragment;
  /** Reloads the list (spec 002 section 4: after each statmax action). */
  reload: () => Promise<void>;
}

/**
 * Cap mode, hard cap and desired percent as typed, started from the server's values; the row
 * remounts them after each reload, so they show what the server kept.
 */
function TuningCells({ row, reload }: RowProps) {
  const client = useApolloClient();
  const { busy, run } = useServerAction();
  const [capMode, setCapMode] = useState<CapMode>(row.capMode === 1 ? 1 : 0);
  const [hardCap, setHardCap] = useState(textOf(row.hardCapValue));
  const [desired, setDesired] = useState(String(row.desiredPercent));
  const statShortName = row.statShortName;

  const sendCapMode = async (mode: CapMode, cap: number | null) => {
    await run(
      () =>
        client.mutate({
          mutation: SET_CAP_MODE,
          variables: { ...inEditedRelease(), statShortName, capMode: mode, hardCapValue: cap },
        }),
      `${statShortName}: cap mode ${CAP_MODES[mode].name}`,
    );
    await reload();
  };
  const chooseCapMode = (mode: CapMode) => {
    setCapMode(mode);
    // Hard needs a cap: with none typed yet the input opens (marked) and sends once filled in.
    if (mode === 1 && parseHardCap(hardCap) === null) return;
    void sendCapMode(mode, parseHardCap(hardCap));
  };
  const commitHardCap = () => {
    const cap = parseHardCap(hardCap);
    if (capMode === 1 && cap !== row.hardCapValue) void sendCapMode(1, cap);
  };
  const setDesiredPercent = async () => {
    const value = parseDesired(desired);
    if (value === null) return; // Not a number: nothing to send (spec 002 section 5).
    await run(
      () =>
        client.mutate({
          mutation: SET_DESIRED,
          variables: { ...inEditedRelease(), statShortName, desired: value },
        }),
      `${statShortName}: desired ${value}%`,
    );
    await reload();
  };

  return (
    <>
      <InputCell>
        <TextField
          select
          size="small"
          label="Cap Mode"
          value={capMode}
          disabled={busy}
          onChange={(event) => chooseCapMode(Number(event.target.value) === 1 ? 1 : 0)}
        >
          {CAP_MODES.map((mode) => (
            <MenuItem key={mode.id} value={mode.id}>
              {mode.name}
            </MenuItem>
          ))}
        </TextField>
      </InputCell>
      <InputCell>
        <TextField
          size="small"
          type="number"
          placeholder="cap"
          value={hardCap}
          disabled={capMode === 0 || busy}
          error={capMode === 1 && parseHardCap(hardCap) === null}
          onChange={(event) => setHardCap(event.target.value)}
          onBlur={commitHardCap}
          onKeyDown={(event) => event.key === 'Enter' && commitHardCap()}
          slotProps={{ htmlInput: { 'aria-label': 'Hard Cap' } }}
          sx={{ width: 90 }}
        />
      </InputCell>
      <InputCell>
        <TextField
          size="small"
          type="number"
          value={desired}
          onChange={(event) => setDesired(event.target.value)}
          slotProps={{ htmlInput: { min: 0, max: 100, step: 1, 'aria-label': 'Desired %' } }}
          sx={{ width: 80 }}
        />
      </InputCell>
      <InputCell>
        <Button size="small" variant="outlined" disabled={busy} onClick={() => void setDesiredPercent()}>
          Set Desired
        </Button>
      </InputCell>
    </>
  );
}

/** Recalc is disabled and shows '...' while it runs (spec 002 section 4). */
function RecalcButton({ row, reload }: RowProps) {
  const client = useApolloClient();
  const { busy, run } = useServerAction();
  const recalc = async () => {
    await run(
      () => client.mutate({ mutation: RECALC, variables: { statShortName: row.statShortName } }),
      `${row.statShortName} recalculated`,
    );
    await reload();
  };
  return (
    <Button size="small" variant="outlined" disabled={busy} onClick={() => void recalc()}>
      {busy ? '...' : 'Recalc'}
    </Button>
  );
}

/** The calculator: a user's value as the percentage the game would show. */
function Calculator({ row }: { row: StatMaxFieldsFragment }) {
  const [userValue, setUserValue] = useState('');
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <TextField
        size="small"
        type="number"
        placeholder="value"
        value={userValue}
        onChange={(event) => setUserValue(event.target.value)}
        slotProps={{ htmlInput: { 'aria-label': 'User value' } }}
        sx={{ width: 100 }}
      />
      <Typography data-testid="calculator-result">
        {calculatorPercent(userValue, row.currentTargetMax, row.desiredPercent)}
      </Typography>
    </Box>
  );
}

/** One stat's row; clicking it (not its inputs) shows the contributing items, one per line. */
export function StatMaxRow({ row, reload }: RowProps) {
  const [expanded, setExpanded] = useState(false);
  const [reloads, setReloads] = useState(0);
  const reloadAndReset = async () => {
    await reload();
    setReloads((count) => count + 1);
  };
  const lines = contributingLines(row.contributingItems);
  return (
    <>
      <TableRow
        hover
        aria-expanded={expanded}
        data-testid={`statmax-${row.statShortName}`}
        onClick={() => setExpanded((open) => !open)}
        sx={{ cursor: 'pointer', '& > td': { borderBottom: expanded ? 'unset' : undefined } }}
      >
        <TableCell>{row.statShortName}</TableCell>
        <TableCell>{twoDecimals(row.currentTargetMax)}</TableCell>
        <TableCell>{row.highestUserValue}</TableCell>
        <TableCell>{row.rawTheoreticalMax}</TableCell>
        <TableCell>{twoDecimals(row.smoothedTheoreticalMax)}</TableCell>
        <TuningCells key={reloads} row={row} reload={reloadAndReset} />
        <InputCell>
          <RecalcButton row={row} reload={reload} />
        </InputCell>
        <InputCell>
          <Calculator row={row} />
        </InputCell>
      </TableRow>
      <TableRow>
        <TableCell colSpan={STAT_MAX_COLUMNS.length} sx={{ py: 0 }}>
          <Collapse in={expanded} unmountOnExit>
            <Box sx={{ py: 1 }} data-testid={`contributing-${row.statShortName}`}>
              <Typography variant="subtitle2">Contributing items</Typography>
              {lines.length > 0 ? (
                lines.map((line, index) => <Typography key={`${index}:${line}`}>{line}</Typography>)
              ) : (
                <Typography color="text.secondary">None (recalc to find them)</Typography>
              )}
            </Box>
          </Collapse>
        </TableCell>
      </TableRow>
    </>
  );
}
