import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { logout } from '@vh/web-kit/token';
import { Message } from '../../ui/Message';
import { outcomeOf, outcomeOfError, type Outcome } from './changeOutcome';
import { PROFILE_LOGOUT_EVERYWHERE } from './profileOperations';

/** Ends every session of the account (a lost phone, a shared computer), this one included. */
export function SessionsForm() {
  const [confirming, setConfirming] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [logoutEverywhere, { loading }] = useMutation(PROFILE_LOGOUT_EVERYWHERE);

  const endAll = async () => {
    setOutcome(null);
    try {
      const { data } = await logoutEverywhere();
      if (data?.logoutEverywhere.success) return logout();
      setOutcome(outcomeOf(data?.logoutEverywhere));
    } catch (error) {
      setOutcome(outcomeOfError(error));
    }
  };

  return (
    <section className="form profile-form" aria-labelledby="profile-sessions-heading">
      <h2 id="profile-sessions-heading">Sessions</h2>
      <p>Lost a device or played on a shared computer? Log out on every device, this one included.</p>
      {confirming ? (
        <div className="profile-form__actions">
          <button type="button" className="button button--primary" disabled={loading} onClick={endAll}>
            Yes, log out everywhere
          </button>
          <button type="button" className="button" onClick={() => setConfirming(false)}>
            Cancel
          </button>
        </div>
      ) : (
        <button type="button" className="button" onClick={() => setConfirming(true)}>
          Log out everywhere
        </button>
      )}
      <Message text={outcome?.text} failed={outcome?.failed} />
    </section>
  );
}
