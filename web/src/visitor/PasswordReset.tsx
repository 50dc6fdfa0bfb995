import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useParams } from 'react-router';
import { useOnce } from '../ui/useOnce';
import { RESET_PASSWORD } from './accountOperations';
import { VisitorFrame } from './VisitorFrame';

/** The reset link of the forgot-password mail: sends the route token, shows the reply. */
export function PasswordReset() {
  const { id = '' } = useParams();
  const [reply, setReply] = useState('loading...');
  const [reset] = useMutation(RESET_PASSWORD);
  useOnce(() => {
    reset({ variables: { token: id } })
      .then(({ data }) => setReply(data?.resetPassword.message ?? 'something went wrong'))
      .catch(() => setReply('something went wrong'));
  });
  return (
    <VisitorFrame>
      <p className="message">{reply}</p>
    </VisitorFrame>
  );
}
