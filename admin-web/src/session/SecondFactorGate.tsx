import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useQuery } from '@apollo/client/react';
import { serverMessage } from '../api/errors';
import { CodeStep } from './CodeStep';
import { EnrolmentStep } from './EnrolmentStep';
import { OUTSIDE } from './adminSession';
import { MY_SECOND_FACTOR } from './secondFactorOperations';

/**
 * Between the password and the admin screens: the code of an admin who has a second factor, or its
 * set-up for one who has none. `onPassed` once the stored token carries the passed factor.
 */
export function SecondFactorGate({ onPassed }: { onPassed: () => void }) {
  const answer = useQuery(MY_SECOND_FACTOR, { fetchPolicy: 'network-only' });
  const enrolled = answer.data?.me?.secondFactor?.enrolled;
  return (
    <Box component="main" sx={{ maxWidth: 480, mx: 'auto', my: 6, px: 2 }}>
      <Typography variant="h5" component="h1" gutterBottom>
        Admin sign-in: second factor
      </Typography>
      {answer.loading && <LinearProgress />}
      {answer.error && <Alert severity="error">{serverMessage(answer.error)}</Alert>}
      {enrolled === true && <CodeStep onPassed={onPassed} />}
      {enrolled === false && <EnrolmentStep onPassed={onPassed} />}
      <Typography sx={{ mt: 3 }}>
        <Link href={OUTSIDE}>Back to the game</Link>
      </Typography>
    </Box>
  );
}
