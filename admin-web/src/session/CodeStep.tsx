import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useApolloClient } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { VERIFY_SECOND_FACTOR } from './secondFactorOperations';
import { useCodeSubmit } from './useCodeSubmit';

/** After the password: the code from the authenticator app, or one unused recovery code. */
export function CodeStep({ onPassed }: { onPassed: () => void }) {
  const client = useApolloClient();
  const [code, setCode] = useState('');
  const { busy, message, submit } = useCodeSubmit();
  async function verify(event: FormEvent) {
    event.preventDefault();
    const passed = await submit(async () => {
      const { data } = await client.mutate({ mutation: VERIFY_SECOND_FACTOR, variables: { code } });
      return data?.verifySecondFactor;
    });
    if (passed) onPassed();
  }
  return (
    <Stack component="form" spacing={2} onSubmit={(event) => void verify(event)}>
      <Typography>Enter the code your authenticator app shows for Vampire Hunt.</Typography>
      <TextField
        label="Code"
        value={code}
        onChange={(event) => setCode(event.target.value)}
        autoComplete="one-time-code"
        autoFocus
        helperText="6 digits, or one of your recovery codes (each works once)"
      />
      {message && <Alert severity="error">{message}</Alert>}
      <Button type="submit" variant="contained" disabled={busy || !code.trim()}>
        Verify
      </Button>
    </Stack>
  );
}
