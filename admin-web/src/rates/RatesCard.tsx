import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { serverMessage } from '../api/errors';
import { LoadState } from '../ui/AdminPage';

/** The frame both rate panels share: a "Rates" card that shows its content once the query answered. */
export function RatesCard({
  ready,
  error,
  children,
}: {
  ready: boolean;
  error: unknown;
  children: ReactNode;
}) {
  return (
    <Card sx={{ mt: 2 }} data-testid="rates-panel">
      <CardContent>
        <Typography variant="h6" gutterBottom>
          Rates
        </Typography>
        {ready ? (
          children
        ) : (
          <LoadState failed={Boolean(error)} failure={`Failed to load the rates: ${serverMessage(error)}`} />
        )}
      </CardContent>
    </Card>
  );
}
