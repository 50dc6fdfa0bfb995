import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { removeToken } from '@vh/web-kit/token';
import { useOnce } from '../ui/useOnce';
import { ACTIVATE_ACCOUNT } from './accountOperations';
import { VisitorFrame } from './VisitorFrame';

/** Activation link of the registration mail: shows the server's reply; on success the player logs in again. */
export function ActivateAccount() {
  const { id = '' } = useParams();
  const [reply, setReply] = useState('loading...');
  const [activate] = useMutation(ACTIVATE_ACCOUNT);
  useOnce(() => {
    activate({ variables: { token: id } })
      .then(({ data }) => {
        setReply(data?.activateAccount.message ?? 'something went wrong');
        // The old token still says "not activated": the player logs in again for a playable one.
        if (data?.activateAccount.success) removeToken();
      })
      .catch(() => setReply('something went wrong'));
  });
  return (
    <VisitorFrame>
      <h1>{reply}</h1>
      <Link to="/game" className="button button--primary">
        Play Now!
      </Link>
    </VisitorFrame>
  );
}
