import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useParams } from 'react-router';
import { GENERIC_FAILURE, failureMessage } from '../api/errors';
import { removeToken } from '@vh/web-kit/token';
import { Message } from '../ui/Message';
import { CONFIRM_ACCOUNT_DELETION } from './accountOperations';
import { VisitorFrame } from './VisitorFrame';

/**
 * The link of the deletion mail. It asks once more instead of deleting on load: mail scanners open
 * links too. On success the token is dead (every session ended), so it goes.
 */
export function DeleteAccount() {
  const { id = '' } = useParams();
  const [outcome, setOutcome] = useState<{ text: string; deleted: boolean } | null>(null);
  const [confirm, { loading }] = useMutation(CONFIRM_ACCOUNT_DELETION);

  const deleteForGood = () => {
    confirm({ variables: { token: id } })
      .then(({ data }) => {
        const deleted = data?.confirmAccountDeletion.success === true;
        setOutcome({ text: data?.confirmAccountDeletion.message ?? GENERIC_FAILURE, deleted });
        if (deleted) removeToken();
      })
      .catch((error: unknown) => setOutcome({ text: failureMessage(error), deleted: false }));
  };

  if (outcome?.deleted) {
    return (
      <VisitorFrame>
        <h1>{outcome.text}</h1>
        <p>Thank you for hunting with us.</p>
        {/* A fresh page: the session that was signed in here must not render its screens again. */}
        <a href="/welcome" className="button">
          Back to the start page
        </a>
      </VisitorFrame>
    );
  }
  return (
    <VisitorFrame>
      <h1>Delete your account?</h1>
      <p>This cannot be undone: your hunts, journal, inventory and ladder places go for good.</p>
      <button type="button" className="button button--primary" disabled={loading} onClick={deleteForGood}>
        Yes, delete my account
      </button>
      <Message text={outcome?.text} failed />
    </VisitorFrame>
  );
}
