import { Link } from 'react-router';
import { SeasonHistory } from '../competition/seasons/SeasonHistory';
import type { Player } from '../player/meQuery';
import { DeleteAccountForm } from './DeleteAccountForm';
import { EmailForm } from './EmailForm';
import { MyDataForm } from './MyDataForm';
import { PasswordForm } from './PasswordForm';
import { PlayerSummary } from './PlayerSummary';
import { RemindersForm } from './RemindersForm';
import { SessionsForm } from './SessionsForm';
import { Transactions } from './Transactions';
import { VideoSettingsForm } from './VideoSettingsForm';
import '../../styles/account.css';

/** The account page of spec 001 section 2.3. */
export function Profile({ player }: { player: Player }) {
  return (
    <div className="profile">
      <section className="panel">
        <PlayerSummary player={player} />
      </section>
      <SeasonHistory title="Season history" />
      <div className="profile__forms">
        <section className="panel">
          <EmailForm playerId={player.id} />
        </section>
        <section className="panel">
          <PasswordForm playerId={player.id} />
        </section>
        <section className="panel">
          <SessionsForm />
        </section>
        <section className="panel">
          <VideoSettingsForm />
        </section>
        <section className="panel">
          <MyDataForm />
        </section>
        <section className="panel" aria-label="Sanctions">
          <h2>Sanctions</h2>
          <p>
            What the moderators decided about your account, why and until when, and your appeals:{' '}
            <Link to="/sanctions">your sanctions</Link>.
          </p>
        </section>
        <section className="panel">
          <DeleteAccountForm />
        </section>
        {/* Its own panel: nothing at all shows where push is off. */}
        <RemindersForm />
      </div>
      <Transactions serverNow={player.currentTimeStamp} />
    </div>
  );
}
