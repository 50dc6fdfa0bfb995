import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { hashPassword } from '../../session/password';
import { Message } from '../../ui/Message';
import { PasswordField } from '../../visitor/PasswordField';
import { outcomeOfError, outcomeSaying, type Outcome } from './changeOutcome';
import { PROFILE_REQUEST_ACCOUNT_DELETION } from './profileOperations';

/** "Delete my account", first step: the current password, then a link by mail finishes it. */
export function DeleteAccountForm() {
  const [password, setPassword] = useState('');
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [requestDeletion, { loading }] = useMutation(PROFILE_REQUEST_ACCOUNT_DELETION);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setOutcome(null);
    try {
      const { data } = await requestDeletion({ variables: { password: hashPassword(password) } });
      const result = outcomeSaying(data?.requestAccountDeletion);
      setOutcome(result);
      if (!result.failed) setPassword('');
    } catch (error) {
      setOutcome(outcomeOfError(error));
    }
  };

  return (
    <form className="form profile-form" onSubmit={submit} aria-labelledby="profile-delete-heading">
      <h2 id="profile-delete-heading">Delete my account</h2>
      <p>
        Your hunts, journal, inventory, ladder places and reminders go for good, and you are logged out
        everywhere. Payment records the law requires are kept without your name. We mail you a link to
        confirm.
      </p>
      <PasswordField
        label="Current password"
        value={password}
        onChange={setPassword}
        autoComplete="current-password"
      />
      <button type="submit" className="button" disabled={loading || !password}>
        Delete my account
      </button>
      <Message text={outcome?.text} failed={outcome?.failed} />
    </form>
  );
}
