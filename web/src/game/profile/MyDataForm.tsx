import { useState } from 'react';
import { downloadFile } from '../../api/download';
import { GENERIC_FAILURE } from '../../api/errors';
import { Message } from '../../ui/Message';

/** The gateway's download of everything every service keeps about the signed-in player. */
const MY_DATA_PATH = '/api/clientUser/exportMyData';

/** "Download my data" (GDPR Art. 15 and 20): one JSON file, gathered across every service. */
export function MyDataForm() {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const start = () => {
    setBusy(true);
    setFailure(null);
    downloadFile(MY_DATA_PATH, 'vampire-hunt-my-data.json')
      .catch((error: unknown) => setFailure(error instanceof Error ? error.message : GENERIC_FAILURE))
      .finally(() => setBusy(false));
  };

  return (
    <section className="form profile-form" aria-labelledby="profile-data-heading">
      <h2 id="profile-data-heading">Your data</h2>
      <p>
        One file (JSON) with everything the game keeps about you: account, hunts and journal, inventory,
        trades, payments, gifts, reminders and the changes admins made to your account.
      </p>
      <button type="button" className="button" disabled={busy} aria-busy={busy} onClick={start}>
        {busy ? 'Preparing your file ...' : 'Download my data'}
      </button>
      <Message text={failure} failed />
    </section>
  );
}
