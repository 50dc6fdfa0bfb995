import { useQuery } from '@apollo/client/react';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { Identifier } from 'ra-core';
import { ConfiguredCell, ObservedCells, differsRowSx, percent } from './RateCells';
import { RatesCard } from './RatesCard';
import { ADMIN_ENEMY_DROP_RATES } from './ratesOperations';

/**
 * An enemy's loot table beside what dropped: the configured chance, the chance the counted fights'
 * average lootchance raises it to (what is compared), and the observed rate with its 95 % interval.
 */
export function EnemyRatesPanel({ id }: { id: Identifier }) {
  const answer = useQuery(ADMIN_ENEMY_DROP_RATES, { variables: { enemyId: Number(id) } });
  const rates = answer.data?.enemyDropRates;
  return (
    <RatesCard ready={Boolean(rates)} error={answer.error}>
      {rates && (
        <>
          <Typography color="text.secondary" gutterBottom>
            {rates.fights} won fights rolled the loot table; their lootchance averaged{' '}
            {rates.averageLootchance.toFixed(1)} %. An expected chance outside the observed 95 % interval is
            marked.
          </Typography>
          <Table size="small" aria-label="Drop rates">
            <TableHead>
              <TableRow>
                <TableCell>Item</TableCell>
                <TableCell align="right">Configured</TableCell>
                <TableCell align="right">Expected</TableCell>
                <TableCell align="right">Observed</TableCell>
                <TableCell align="right">95 % interval</TableCell>
                <TableCell align="right">Count</TableCell>
                <TableCell align="right">Average amount</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rates.items.map((row) => (
                <TableRow key={row.itemId} sx={differsRowSx(row.differs)} data-testid="rates-row">
                  <TableCell>{row.item?.name ?? `Item ${row.itemId}`}</TableCell>
                  <TableCell align="right">{percent(row.configuredChance)}</TableCell>
                  <ConfiguredCell value={row.expectedChance} differs={row.differs} />
                  <ObservedCells observed={row.observed} />
                  <TableCell align="right">{row.averageAmount?.toFixed(2) ?? '–'}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </>
      )}
    </RatesCard>
  );
}
