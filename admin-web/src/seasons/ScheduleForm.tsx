import { useApolloClient, useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { serverMessage } from '../api/errors';
import { LoadState } from '../ui/AdminPage';
import { useServerAction } from '../ui/useServerAction';
import { SEASON_SCHEDULE, UPDATE_SEASON_SCHEDULE } from './seasonOperations';
import { epochOfUtcInput, utcInputValue } from './seasonFormat';

/**
 * When seasons start and how long they last: the anchor (one boundary, entered in UTC) and the
 * length in days. The server checks the ranges; a refusal shows its message.
 */
export function ScheduleForm({ onSaved }: { onSaved: () => void }) {
  const client = useApolloClient();
  const { data, error, refetch } = useQuery(SEASON_SCHEDULE, { fetchPolicy: 'network-only' });
  const { busy, run } = useServerAction();
  // What the admin typed; null shows the server's value.
  const [anchor, setAnchor] = useState<string | null>(null);
  const [length, setLength] = useState<string | null>(null);
  const schedule = data?.seasonSchedule;
  if (!schedule)
    return (
      <LoadState
        failed={Boolean(error)}
        failure={`Failed to load the season schedule${error ? `: ${serverMessage(error)}` : ''}`}
      />
    );

  const anchorValue = anchor ?? utcInputValue(schedule.anchor);
  const lengthValue = length ?? String(schedule.lengthDays);
  const anchorSeconds = epochOfUtcInput(anchorValue);
  const lengthDays = /^-?\d+$/.test(lengthValue.trim()) ? Number(lengthValue) : null;
  const save = async () => {
    if (anchorSeconds === null || lengthDays === null) return;
    const saved = await run(
      () =>
        client.mutate({
          mutation: UPDATE_SEASON_SCHEDULE,
          variables: { anchor: anchorSeconds, lengthDays },
        }),
      'Season schedule saved',
    );
    if (!saved) return;
    setAnchor(null);
    setLength(null);
    onSaved();
    await refetch().catch(() => undefined);
  };

  return (
    <Box
      component="form"
      aria-label="Season schedule"
      // The server is the judge of the ranges: its message says what it refused.
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Season boundaries fall on the anchor plus whole multiples of the length. A new schedule applies from
        the end of the current season, which keeps its end.
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}>
        <TextField
          size="small"
          type="datetime-local"
          label="Anchor (UTC)"
          value={anchorValue}
          onChange={(event) => setAnchor(event.target.value)}
          error={anchorSeconds === null}
          helperText={anchorSeconds === null ? 'Enter a date and time' : 'A season boundary, in UTC'}
          slotProps={{ inputLabel: { shrink: true } }}
          sx={{ width: 260 }}
        />
        <TextField
          size="small"
          type="number"
          label="Length (days)"
          value={lengthValue}
          onChange={(event) => setLength(event.target.value)}
          error={lengthDays === null}
          helperText={lengthDays === null ? 'Enter a whole number of days' : '1 to 365 days'}
          slotProps={{ htmlInput: { step: 1 } }}
          sx={{ width: 160 }}
        />
        <Button
          type="submit"
          variant="contained"
          disabled={busy || anchorSeconds === null || lengthDays === null}
          sx={{ mt: 0.25 }}
        >
          Save schedule
        </Button>
      </Box>
    </Box>
  );
}
