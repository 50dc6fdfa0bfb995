import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useRecordContext } from 'ra-core';
import { serverMessage } from '../api/errors';
import { USER_SANCTIONS } from './moderationOperations';
import { SanctionForm } from './SanctionForm';
import { SanctionsTable } from './SanctionsTable';

/** The user editor's sanctions: the player's record, lift one, impose a new one (docs/sanctions.md). */
export function SanctionsPanel() {
  const record = useRecordContext();
  const userId = String(record?.id ?? '');
  const { data, error, refetch } = useQuery(USER_SANCTIONS, {
    variables: { userId },
    skip: !userId,
    fetchPolicy: 'network-only',
  });
  const reload = () => void refetch().catch(() => undefined);
  return (
    <Box component="section" aria-label="Sanctions" sx={{ px: 2, py: 1 }}>
      <Typography variant="h6" component="h2" gutterBottom>
        Sanctions
      </Typography>
      {error && <Typography color="error">Failed to load the sanctions: {serverMessage(error)}</Typography>}
      {data && <SanctionsTable sanctions={data.userSanctions} onChanged={reload} />}
      <Typography variant="subtitle2" component="h3" sx={{ mt: 2, mb: 1 }}>
        Impose a sanction
      </Typography>
      {userId && <SanctionForm userId={userId} onImposed={reload} />}
    </Box>
  );
}
