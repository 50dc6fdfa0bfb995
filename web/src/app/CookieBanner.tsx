import { useState } from 'react';
import { COOKIE_CONSENT_DAYS } from '../config';
import { readCookie, writeCookie } from '../ui/cookies';

const COOKIE = 'gtc_cookie';

/** Shown until Accept or Decline; the choice is kept in the gtc_cookie cookie for 150 days. */
export function CookieBanner() {
  const [choice, setChoice] = useState(() => readCookie(COOKIE));
  if (choice) return null;
  const choose = (value: 'accepted' | 'declined') => {
    writeCookie(COOKIE, value, COOKIE_CONSENT_DAYS * 24 * 60 * 60);
    setChoice(value);
  };
  return (
    <aside className="cookie-banner" aria-label="Cookie consent">
      <p>
        We use necessary cookies to run the game, statistical cookies to understand how it is played and
        marketing cookies to tell you about it elsewhere. Necessary cookies are always on; you choose whether
        we may use the others.
      </p>
      <div className="cookie-banner__buttons">
        <button type="button" className="button" onClick={() => choose('accepted')}>
          Accept
        </button>
        <button type="button" className="button button--quiet" onClick={() => choose('declined')}>
          Decline
        </button>
      </div>
    </aside>
  );
}
