import { useQuery } from '@apollo/client/react';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { Identifier } from 'ra-core';
import { ConfiguredCell, ObservedCells, differsRowSx } from './RateCells';
import { RatesCard } from './RatesCard';
import { ADMIN_GROUND_RATES } from './ratesOperations';

const OBSERVED_HEADS = ['Observed', '95 % interval', 'Count'];

/**
 * A hunting ground's configured attraction shares beside the observed ones: per table, how often its
 * roll picked each enemy (before a hex, summoning or mission replaced it), and how often each enemy
 * was met in the end.
 */
export function GroundRatesPanel({ id }: { id: Identifier }) {
  const answer = useQuery(ADMIN_GROUND_RATES, { variables: { huntingGroundId: Number(id) } });
  const rates = answer.data?.huntingGroundRates;
  return (
    <RatesCard ready={Boolean(rates)} error={answer.error}>
      {rates && (
        <>
          <Typography color="text.secondary" gutterBottom>
            {rates.hunts} counted hunts on this ground. A configured share outside the observed 95 % interval
            is marked.
          </Typography>
          {rates.tables.map((table) => (
            <Table
              size="small"
              key={table.huntingTableId}
              aria-label={`Table ${table.huntingTable?.name ?? table.huntingTableId}`}
              sx={{ mb: 2 }}
            >
              <TableHead>
                <TableRow>
                  <TableCell>
                    {table.huntingTable?.name ?? `Table ${table.huntingTableId}`} ({table.rolls} rolls)
                  </TableCell>
                  <TableCell align="right">Configured</TableCell>
                  {OBSERVED_HEADS.map((head) => (
                    <TableCell key={head} align="right">
                      {head}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {table.enemies.map((row) => (
                  <TableRow key={row.enemyId} sx={differsRowSx(row.differs)} data-testid="rates-row">
                    <TableCell>{row.enemy?.name ?? `Enemy ${row.enemyId}`}</TableCell>
                    <ConfiguredCell value={row.configuredShare} differs={row.differs} />
                    <ObservedCells observed={row.observed} />
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          ))}
          <Table size="small" aria-label="Met on the ground">
            <TableHead>
              <TableRow>
                <TableCell>Met in the end (hex, summoning and missions included)</TableCell>
                {OBSERVED_HEADS.map((head) => (
                  <TableCell key={head} align="right">
                    {head}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {rates.enemies.map((row) => (
                <TableRow key={row.enemyId}>
                  <TableCell>{row.enemy?.name ?? `Enemy ${row.enemyId}`}</TableCell>
                  <ObservedCells observed={row.observed} />
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </>
      )}
    </RatesCard>
  );
}
