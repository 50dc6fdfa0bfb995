import Chip from '@mui/material/Chip';
import TableCell from '@mui/material/TableCell';
import type { Observed } from './ratesOperations';

export const percent = (fraction: number | null | undefined) =>
  fraction === null || fraction === undefined ? '–' : `${(fraction * 100).toFixed(1)} %`;

/** '0.0–3.1 %': compact enough for the form's column. */
const intervalText = (observed: Observed) =>
  `${(observed.low * 100).toFixed(1)}–${(observed.high * 100).toFixed(1)} %`;

/** The observed rate, its 95 % interval and the trials behind it, in three cells. */
export function ObservedCells({ observed }: { observed: Observed | null | undefined }) {
  if (!observed) {
    return (
      <>
        <TableCell align="right">–</TableCell>
        <TableCell align="right">–</TableCell>
        <TableCell align="right">0</TableCell>
      </>
    );
  }
  return (
    <>
      <TableCell align="right">{percent(observed.rate)}</TableCell>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
        {intervalText(observed)}
      </TableCell>
      <TableCell align="right">
        {observed.count} / {observed.trials}
      </TableCell>
    </>
  );
}

/** The configured figure, flagged when it lies outside the observed 95 % interval. */
export function ConfiguredCell({
  value,
  differs,
}: {
  value: number | null | undefined;
  differs: boolean | null | undefined;
}) {
  return (
    <TableCell align="right" data-differs={differs ? 'true' : 'false'}>
      {percent(value)}
      {differs && <Chip label="outside 95 %" color="warning" size="small" sx={{ ml: 1 }} />}
    </TableCell>
  );
}

/** A row whose configured figure and observations disagree stands out. */
export const differsRowSx = (differs: boolean | null | undefined) =>
  differs ? { bgcolor: 'rgba(237, 108, 2, 0.12)' } : undefined;
