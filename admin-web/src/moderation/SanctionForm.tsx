import { useApolloClient } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { SANCTION_NOTE_MAX } from '@vh/contracts/client';
import { useState } from 'react';
import type { ModerationReason, SanctionKind } from '../__generated__/graphql';
import { useServerAction } from '../ui/useServerAction';
import { IMPOSE_SANCTION, type SanctionDetail } from './moderationOperations';
import { KIND_CHOICES, REASON_CHOICES, durationsFor, endsAtOf, parsedIds } from './moderationFormat';

interface Props {
  userId: string;
  /** The reports the decision answers (a report's page). */
  reportIds?: string[];
  initialReason?: string;
  onImposed: (sanction: SanctionDetail) => void | Promise<void>;
}

/** One of a list of choices, as a small select. */
function ChoiceSelect({
  label,
  value,
  choices,
  onChange,
}: {
  label: string;
  value: string;
  choices: readonly { id: string; name: string }[];
  onChange: (value: string) => void;
}) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    >
      {choices.map((choice) => (
        <MenuItem key={choice.id} value={choice.id}>
          {choice.name}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** Imposes a graded sanction (the server judges every field: docs/sanctions.md#the-ladder). */
export function SanctionForm({ userId, reportIds = [], initialReason = 'OTHER', onImposed }: Props) {
  const client = useApolloClient();
  const { busy, run } = useServerAction();
  const [kind, setKind] = useState('WARNING');
  const [reason, setReason] = useState(initialReason);
  const [duration, setDuration] = useState('P1D');
  const [note, setNote] = useState('');
  const [clawback, setClawback] = useState('');
  const durations = durationsFor(kind);
  const chosen = durations.some((entry) => entry.id === duration) ? duration : durations[0]!.id;
  const tournaments = parsedIds(clawback);
  const submit = async () => {
    let imposed: SanctionDetail | undefined;
    const done = await run(async () => {
      const answer = await client.mutate({
        mutation: IMPOSE_SANCTION,
        variables: {
          input: {
            userId,
            kind: kind as SanctionKind,
            reason: reason as ModerationReason,
            note,
            endsAt: endsAtOf(chosen),
            reportIds,
            clawbackTournamentIds: tournaments ?? [],
          },
        },
      });
      imposed = answer.data?.imposeSanction;
      return answer;
    }, 'Sanction imposed');
    if (done && imposed) await onImposed(imposed);
  };
  return (
    <Box
      component="form"
      aria-label="Impose a sanction"
      noValidate
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, minmax(0, 1fr))' },
        mb: 2,
      }}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <ChoiceSelect label="Sanction" value={kind} choices={KIND_CHOICES} onChange={setKind} />
      <ChoiceSelect label="Reason" value={reason} choices={REASON_CHOICES} onChange={setReason} />
      <ChoiceSelect label="Lasts" value={chosen} choices={durations} onChange={setDuration} />
      <TextField
        size="small"
        label="Note the player reads"
        multiline
        minRows={2}
        value={note}
        error={note.length > SANCTION_NOTE_MAX}
        helperText={`${note.trim().length} / ${SANCTION_NOTE_MAX}`}
        sx={{ gridColumn: '1 / -1' }}
        onChange={(event) => setNote(event.target.value)}
      />
      {reason === 'FARMING' && (
        <TextField
          size="small"
          label="Take back the prizes of tournaments (ids)"
          value={clawback}
          error={tournaments === null}
          helperText={tournaments === null ? 'Tournament ids, separated by commas' : 'Optional, e.g. 12, 15'}
          sx={{ gridColumn: '1 / -1' }}
          onChange={(event) => setClawback(event.target.value)}
        />
      )}
      <Box>
        <Button
          type="submit"
          variant="contained"
          color="warning"
          disabled={busy || note.trim() === '' || tournaments === null}
        >
          Impose sanction
        </Button>
      </Box>
    </Box>
  );
}
