import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Alert from '@mui/material/Alert';
import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import { serverMessage } from '../api/errors';
import { EnrolmentDialog, type Enrolment } from './EnrolmentDialog';
import { RecoveryCodesDialog } from './RecoveryCodesDialog';
import { BEGIN_ENROLMENT } from './secondFactorOperations';

/** An admin without a second factor sets one up: QR code, first code, then the recovery codes. */
export function EnrolmentStep({ onPassed }: { onPassed: () => void }) {
  const client = useApolloClient();
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  async function begin() {
    setFailure(null);
    try {
      const { data } = await client.mutate({ mutation: BEGIN_ENROLMENT });
      if (data) setEnrolment(data.beginSecondFactorEnrolment);
    } catch (error) {
      setFailure(serverMessage(error));
    }
  }
  return (
    <Stack spacing={2}>
      <Typography>
        Admin operations need a second factor. Set it up once with an authenticator app (any app for
        time-based codes); from then on the admin web asks for its code after your password.
      </Typography>
      {failure && <Alert severity="error">{failure}</Alert>}
      <Button variant="contained" onClick={() => void begin()}>
        Set up second factor
      </Button>
      {enrolment && !recoveryCodes && (
        <EnrolmentDialog
          enrolment={enrolment}
          onClose={() => setEnrolment(null)}
          onConfirmed={setRecoveryCodes}
        />
      )}
      {recoveryCodes && <RecoveryCodesDialog codes={recoveryCodes} onClose={onPassed} />}
    </Stack>
  );
}
