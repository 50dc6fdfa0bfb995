import { useState } from 'react';
import { Popup } from '../../ui/Popup';

const SHOWN_KEY = 'welcomePopupShown';

/** Shown once to a new player (remembered in local storage); stays until closed. */
export function WelcomePopup() {
  const [open, setOpen] = useState(() => localStorage.getItem(SHOWN_KEY) === null);
  if (!open) return null;
  const close = () => {
    localStorage.setItem(SHOWN_KEY, 'true');
    setOpen(false);
  };
  return (
    <Popup title="Welcome, hunter" onClose={close} stayOpen>
      <div className="welcome">
        <p>The night is long and patient. So is this hunt.</p>
        <ul>
          <li>
            You may hunt once every 10 minutes. Timewalker gear shortens the wait, never below 8 minutes.
          </li>
          <li>
            Each hunt costs one bait and lasts five combat rounds. Attack round by round, or Quick attack.
          </li>
          <li>An equipped retainer hunts for you once every hour, for free.</li>
          <li>
            The best bait is scarce: spend it where the prey is worth it. Mystic power is meant to stay at or
            below 25%.
          </li>
          <li>Win XP, loot and Vampire Gold Coins (VGC), rise in rank and equip better gear.</li>
          <li>Missions come and go: defeat their enemies in time for a reward.</li>
          <li>Your journal keeps every fight; the merchants trade by day and by night.</li>
          <li>
            Active subscribers see no ads. Subscription coins work only while your subscription is active.
          </li>
        </ul>
        <button type="button" className="button button--primary" onClick={close}>
          Start hunting
        </button>
      </div>
    </Popup>
  );
}
