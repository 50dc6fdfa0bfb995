import { useMutation, useQuery } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { hashPassword } from '../../session/password';
import { Message } from '../../ui/Message';
import { PasswordField } from '../../visitor/PasswordField';
import { TextField } from '../../visitor/TextField';
import { outcomeOf, outcomeOfError, type Outcome } from './changeOutcome';
import { PROFILE_EMAIL, PROFILE_UPDATE_EMAIL } from './profileOperations';

/** Change e-mail: the new address plus the current password as proof. */
export function EmailForm({ playerId }: { playerId: string }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const current = useQuery(PROFILE_EMAIL).data?.me?.email;
  const [updateEmail, { loading }] = useMutation(PROFILE_UPDATE_EMAIL, {
    refetchQueries: (result) => (result.data?.updateEmail.success ? ['ProfileEmail'] : []),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setOutcome(null);
    try {
      const { data } = await updateEmail({
        variables: { userId: playerId, password: hashPassword(password), email },
      });
      const result = outcomeOf(data?.updateEmail);
      setOutcome(result);
      if (!result.failed) {
        setEmail('');
        setPassword('');
      }
    } catch (error) {
      setOutcome(outcomeOfError(error));
    }
  };

  return (
    <form className="form profile-form" onSubmit={submit} aria-labelledby="profile-email-heading">
      <h2 id="profile-email-heading">Change e-mail</h2>
      {current && (
        <p className="profile-form__current">
          Current e-mail: <span>{current}</span>
        </p>
      )}
      <TextField label="E-mail" type="email" value={email} onChange={setEmail} autoComplete="email" />
      <PasswordField
        label="Current password"
        value={password}
        onChange={setPassword}
        autoComplete="current-password"
      />
      <button type="submit" className="button button--primary" disabled={loading}>
        Change e-mail
      </button>
      <Message text={outcome?.text} failed={outcome?.failed} />
    </form>
  );
}
