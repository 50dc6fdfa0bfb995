import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import type { InboxPushGroup, ReminderKind } from '../../__generated__/graphql';
import { Message } from '../../ui/Message';
import { SettingToggle } from './SettingToggle';
import { outcomeOfError, type Outcome } from './changeOutcome';
import {
  PUSH_SETTINGS,
  SET_INBOX_PUSH_GROUPS,
  SET_REMINDER_KINDS,
  SUBSCRIBE_PUSH,
  UNSUBSCRIBE_PUSH,
} from './profileOperations';
import { currentSubscription, pushSupported, subscribeThisBrowser } from './pushSubscription';

const KINDS: { kind: ReminderKind; label: string; hint: string }[] = [
  { kind: 'HUNT_READY', label: 'Hunt ready', hint: 'when your hunt cooldown is over' },
  { kind: 'COFFIN_CHARGE', label: 'Coffin charge', hint: 'when a coffin charge comes back' },
  { kind: 'MISSION_ENDING', label: 'Mission ending', hint: 'an hour before the mission ends' },
  { kind: 'AUTO_HUNT', label: 'Retainer hunts', hint: "when your retainer's hourly hunt happened" },
];

const GROUPS: { group: InboxPushGroup; label: string; hint: string }[] = [
  { group: 'FRIENDS', label: 'Friends', hint: 'friend requests, and requests accepted' },
  { group: 'GIFTS', label: 'Gifts', hint: 'when a friend sends you a gift' },
  { group: 'COVEN', label: 'Coven', hint: 'invitations, and answers to your requests' },
  { group: 'EXPEDITIONS', label: 'Expeditions', hint: "your coven's expedition: targets caught, the chest" },
  {
    group: 'COMPETITION',
    label: 'Competition results',
    hint: 'your place when a league week or tournament ends',
  },
];

/** The toggle being saved: one reminder kind or one group of inbox news. */
type Choice = { kind: ReminderKind } | { group: InboxPushGroup };
const sameChoice = (a: Choice, b: Choice) =>
  'kind' in a ? 'kind' in b && a.kind === b.kind : 'group' in b && a.group === b.group;

/**
 * Push notifications, one toggle per reminder kind and per group of inbox news. The browser asks for
 * the notification permission only when the player turns the first one on; turning the last one off
 * (of both lists) unsubscribes this browser. Hidden when the server has no push keys or the browser
 * cannot receive push.
 */
export function RemindersForm() {
  const { data } = useQuery(PUSH_SETTINGS);
  const [subscribePush] = useMutation(SUBSCRIBE_PUSH);
  const [unsubscribePush] = useMutation(UNSUBSCRIBE_PUSH);
  const [setKinds] = useMutation(SET_REMINDER_KINDS, { refetchQueries: [PUSH_SETTINGS] });
  const [setGroups] = useMutation(SET_INBOX_PUSH_GROUPS, { refetchQueries: [PUSH_SETTINGS] });
  const [subscribed, setSubscribed] = useState<boolean | null>(null);
  /** The toggle being saved shows its new state at once. */
  const [pending, setPending] = useState<{ choice: Choice; on: boolean } | null>(null);
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
  // A choice only reaches this browser while it is subscribed: unsubscribed, it shows none.
  const chosenKinds = subscribed ? settings.kinds : [];
  const chosenGroups = subscribed ? settings.inboxGroups : [];

  const toggle = async (choice: Choice, on: boolean) => {
    setPending({ choice, on });
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
      let left: number;
      if ('kind' in choice) {
        const kinds = on
          ? [...new Set([...settings.kinds, choice.kind])]
          : chosenKinds.filter((entry) => entry !== choice.kind);
        await setKinds({ variables: { kinds } });
        left = kinds.length + chosenGroups.length;
      } else {
        const groups = on
          ? [...new Set([...settings.inboxGroups, choice.group])]
          : chosenGroups.filter((entry) => entry !== choice.group);
        await setGroups({ variables: { groups } });
        left = groups.length + chosenKinds.length;
      }
      if (left === 0) {
        const subscription = await currentSubscription();
        if (subscription) {
          await unsubscribePush({ variables: { endpoint: subscription.endpoint } });
          await subscription.unsubscribe();
        }
        setSubscribed(false);
      }
      const what = 'kind' in choice ? 'Reminder' : 'Inbox notification';
      setOutcome({ text: `${what} ${on ? 'on' : 'off'}.`, failed: false });
    } catch (error) {
      setOutcome(outcomeOfError(error));
    } finally {
      setPending(null);
    }
  };

  const checked = (choice: Choice, chosen: boolean) =>
    pending && sameChoice(pending.choice, choice) ? pending.on : chosen;
  const disabled = pending !== null || subscribed === null;

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
                checked={checked({ kind }, chosenKinds.includes(kind))}
                disabled={disabled}
                onChange={(on) => void toggle({ kind }, on)}
              />
            </li>
          ))}
        </ul>
        <h3 id="profile-inbox-push-heading">Inbox news</h3>
        <p>What reaches your inbox can notify this device too.</p>
        <ul className="setting-toggles" aria-labelledby="profile-inbox-push-heading">
          {GROUPS.map(({ group, label, hint }) => (
            <li key={group}>
              <SettingToggle
                label={label}
                hint={hint}
                checked={checked({ group }, chosenGroups.includes(group))}
                disabled={disabled}
                onChange={(on) => void toggle({ group }, on)}
              />
            </li>
          ))}
        </ul>
        <Message text={outcome?.text} failed={outcome?.failed} />
      </section>
    </section>
  );
}
