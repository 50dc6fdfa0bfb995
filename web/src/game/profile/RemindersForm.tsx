import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import type { ReminderKind } from '../../__generated__/graphql';
import { Message } from '../../ui/Message';
import { SettingToggle } from './SettingToggle';
import { outcomeOfError, type Outcome } from './changeOutcome';
import { PUSH_SETTINGS, SET_REMINDER_KINDS, SUBSCRIBE_PUSH, UNSUBSCRIBE_PUSH } from './profileOperations';
import { currentSubscription, pushSupported, subscribeThisBrowser } from './pushSubscription';

const KINDS: { kind: ReminderKind; label: string; hint: string }[] = [
  { kind: 'HUNT_READY', label: 'Hunt ready', hint: 'when your hunt cooldown is over' },
  { kind: 'COFFIN_CHARGE', label: 'Coffin charge', hint: 'when a coffin charge comes back' },
  { kind: 'MISSION_ENDING', label: 'Mission ending', hint: 'an hour before the mission ends' },
  { kind: 'AUTO_HUNT', label: 'Retainer hunts', hint: "when your retainer's hourly hunt happened" },
];

/**
 * Push reminders, one toggle per kind. The browser asks for the notification permission only when
 * the player turns the first one on; turning the last one off unsubscribes this browser. Hidden when
 * the server has no push keys or the browser cannot receive push.
 */
export function RemindersForm() {
  const { data } = useQuery(PUSH_SETTINGS);
  const [subscribePush] = useMutation(SUBSCRIBE_PUSH);
  const [unsubscribePush] = useMutation(UNSUBSCRIBE_PUSH);
  const [setKinds] = useMutation(SET_REMINDER_KINDS, { refetchQueries: [PUSH_SETTINGS] });
  const [subscribed, setSubscribed] = useState<boolean | null>(null);
  /** The toggle being saved shows its new state at once. */
  const [pending, setPending] = useState<{ kind: ReminderKind; on: boolean } | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const settings = data?.pushSettings;
  const available = Boolean(settings?.enabled && settings.publicKey) && pushSupported();

  useEffect(() => {
    if (!available) return;
    currentSubscription()
      .then((subscription) => setSubscribed(subscription !== null))
      .catch(() => setSubscribed(false));
  }, [available]);

  if (!available || !settings?.publicKey) return null;
  // A kind only reaches this browser while it is subscribed: unsubscribed, it shows none.
  const chosen = subscribed ? settings.kinds : [];

  const toggle = async (kind: ReminderKind, on: boolean) => {
    setPending({ kind, on });
    setOutcome(null);
    try {
      if (on && !subscribed) {
        const keys = await subscribeThisBrowser(settings.publicKey!);
        if (!keys) {
          setOutcome({ text: 'Notifications are blocked for this site in your browser.', failed: true });
          return;
        }
        await subscribePush({ variables: { subscription: keys } });
        setSubscribed(true);
      }
      // The choice is the player's, for all their subscribed browsers.
      const kinds = on ? [...new Set([...settings.kinds, kind])] : chosen.filter((entry) => entry !== kind);
      await setKinds({ variables: { kinds } });
      if (kinds.length === 0) {
        const subscription = await currentSubscription();
        if (subscription) {
          await unsubscribePush({ variables: { endpoint: subscription.endpoint } });
          await subscription.unsubscribe();
        }
        setSubscribed(false);
      }
      setOutcome({ text: on ? 'Reminder on.' : 'Reminder off.', failed: false });
    } catch (error) {
      setOutcome(outcomeOfError(error));
    } finally {
      setPending(null);
    }
  };

  return (
    <section className="panel">
      <section className="form profile-form reminders" aria-labelledby="profile-reminders-heading">
        <h2 id="profile-reminders-heading">Reminders</h2>
        <p>Let the night call you back: notifications on this device, even with the game closed.</p>
        <ul className="setting-toggles">
          {KINDS.map(({ kind, label, hint }) => (
            <li key={kind}>
              <SettingToggle
                label={label}
                hint={hint}
                checked={pending?.kind === kind ? pending.on : chosen.includes(kind)}
                disabled={pending !== null || subscribed === null}
                onChange={(on) => void toggle(kind, on)}
              />
            </li>
          ))}
        </ul>
        <Message text={outcome?.text} failed={outcome?.failed} />
      </section>
    </section>
  );
}
