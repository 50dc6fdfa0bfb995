import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useApolloClient } from '@apollo/client/react';
import { useId, useState, type FormEvent } from 'react';
import { CONFIRM_ENROLMENT } from './secondFactorOperations';
import { useCodeSubmit } from './useCodeSubmit';

export interface Enrolment {
  secret: string;
  qrCode: string;
}

interface EnrolmentDialogProps {
  enrolment: Enrolment;
  onClose: () => void;
  onConfirmed: (recoveryCodes: string[]) => void;
}

/** The QR code (and the key for typing by hand) and the first code that confirms the set-up. */
export function EnrolmentDialog({ enrolment, onClose, onConfirmed }: EnrolmentDialogProps) {
  const client = useApolloClient();
  const titleId = useId();
  const [code, setCode] = useState('');
  const { busy, message, submit } = useCodeSubmit();
  async function confirm(event: FormEvent) {
    event.preventDefault();
    let codes: string[] = [];
    const passed = await submit(async () => {
      const { data } = await client.mutate({ mutation: CONFIRM_ENROLMENT, variables: { code } });
      codes = data?.confirmSecondFactorEnrolment.recoveryCodes ?? [];
      return data?.confirmSecondFactorEnrolment;
    });
    if (passed) onConfirmed(codes);
  }
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} scroll="body">
      <Box component="form" onSubmit={(event) => void confirm(event)}>
        <DialogTitle id={titleId}>Set up your second factor</DialogTitle>
        <DialogContent>
          <Typography gutterBottom>Scan this code with your authenticator app.</Typography>
          <Box sx={{ display: 'flex', justifyContent: 'center', my: 1 }}>
            <img src={enrolment.qrCode} alt="QR code for your authenticator app" width={200} height={200} />
          </Box>
          <Typography variant="body2" gutterBottom>
            Cannot scan? Enter this key instead:{' '}
            <Box component="code" aria-label="Key" sx={{ wordBreak: 'break-all' }}>
              {enrolment.secret}
            </Box>
          </Typography>
          <TextField
            label="Code from the app"
            value={code}
            onChange={(event) => setCode(event.target.value)}
            autoComplete="one-time-code"
            autoFocus
            required
            fullWidth
            margin="normal"
          />
          {message && <Alert severity="error">{message}</Alert>}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} aria-label="Close">
            Close
          </Button>
          <Button type="submit" variant="contained" disabled={busy || !code.trim()}>
            Confirm
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
