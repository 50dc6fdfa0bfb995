import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { hashPassword } from '../../session/password';
import { storeToken } from '@vh/web-kit/token';
import { Message } from '../../ui/Message';
import { PasswordField } from '../../visitor/PasswordField';
import { failed, outcomeOf, outcomeOfError, type Outcome } from './changeOutcome';
import { PROFILE_UPDATE_PASSWORD } from './profileOperations';

/** Change password: the current one as proof, the new one typed twice. */
export function PasswordForm({ playerId }: { playerId: string }) {
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [updatePassword, { loading }] = useMutation(PROFILE_UPDATE_PASSWORD);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setOutcome(null);
    // Only hashes travel, so a typo in the new password could never be seen again: catch it here.
    if (newPassword !== repeat) return setOutcome(failed('The new passwords do not match'));
    try {
      const { data } = await updatePassword({
        variables: {
          userId: playerId,
          currentPassword: hashPassword(currentPassword),
          newPassword: hashPassword(newPassword),
        },
      });
      const result = outcomeOf(data?.updatePassword);
      setOutcome(result);
      // Every other session ended with the change; this one goes on with the token it answered.
      if (data?.updatePassword.accessToken) storeToken(data.updatePassword.accessToken);
      if (!result.failed) {
        setCurrentPassword('');
        setNewPassword('');
        setRepeat('');
      }
    } catch (error) {
      setOutcome(outcomeOfError(error));
    }
  };

  return (
    <form className="form profile-form" onSubmit={submit} aria-labelledby="profile-password-heading">
      <h2 id="profile-password-heading">Change password</h2>
      <PasswordField
        label="Current password"
        value={currentPassword}
        onChange={setCurrentPassword}
        autoComplete="current-password"
      />
      <PasswordField
        label="New password"
        value={newPassword}
        onChange={setNewPassword}
        autoComplete="new-password"
      />
      <PasswordField
        label="Repeat new password"
        value={repeat}
        onChange={setRepeat}
        autoComplete="new-password"
      />
      <button type="submit" className="button button--primary" disabled={loading}>
        Change password
      </button>
      <Message text={outcome?.text} failed={outcome?.failed} />
    </form>
  );
}
