import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { useRecordContext } from 'ra-core';
import { Button, Confirm } from 'ra-ui-materialui';
import { useState } from 'react';
import { decodeToken, storedToken } from '@vh/web-kit/token';
import { RESET_SECOND_FACTOR, USER_SECOND_FACTOR } from '../session/secondFactorOperations';
import { useServerAction } from '../ui/useServerAction';

const ADMIN_ROLE = 100;

function signedInUserId(): string | null {
  const token = storedToken();
  const decoded = token ? decodeToken(token) : null;
  return decoded?.kind === 'session' ? decoded.session.userId : null;
}

/** Whether the account has a second factor; another admin's can be reset (a lost phone). */
export function SecondFactorPanel() {
  const record = useRecordContext();
  const id = String(record?.id ?? '');
  const client = useApolloClient();
  const answer = useQuery(USER_SECOND_FACTOR, { variables: { id }, skip: !id, fetchPolicy: 'network-only' });
  const { busy, run } = useServerAction();
  const [asking, setAsking] = useState(false);
  const user = answer.data?.user;
  const status = user?.secondFactor;
  if (!user || !status || (user.userRole !== ADMIN_ROLE && !status.enrolled)) return null;
  async function reset() {
    setAsking(false);
    const done = await run(
      () => client.mutate({ mutation: RESET_SECOND_FACTOR, variables: { userId: id } }),
      ({ data }) => data?.adminResetSecondFactor.message ?? 'Second factor reset',
    );
    if (done) await answer.refetch();
  }
  return (
    <Box
      component="section"
      aria-label="Second factor"
      sx={{ px: 2, py: 1, display: 'flex', gap: 2, alignItems: 'center' }}
    >
      <Typography>
        Second factor:{' '}
        {status.enrolled ? `set up (${status.recoveryCodesLeft} recovery codes left)` : 'not set up'}
      </Typography>
      {status.enrolled && id !== signedInUserId() && (
        <Button
          label="Reset second factor"
          variant="outlined"
          disabled={busy}
          onClick={() => setAsking(true)}
        />
      )}
      <Confirm
        isOpen={asking}
        title="Reset second factor"
        content="The account's sessions end, and it sets up a new second factor at its next admin visit."
        onConfirm={() => void reset()}
        onClose={() => setAsking(false)}
      />
    </Box>
  );
}
