import { useLayoutEffect, useRef, useState } from 'react';
import { COOKIE_CONSENT_DAYS } from '../config';
import { readCookie, writeCookie } from '../ui/cookies';

const COOKIE = 'gtc_cookie';

/** Shown until Accept or Decline; the choice is kept in the gtc_cookie cookie for 150 days. */
export function CookieBanner() {
  const [choice, setChoice] = useState(() => readCookie(COOKIE));
  const banner = useRef<HTMLElement>(null);
  const room = useRef<HTMLDivElement>(null);
  // The banner floats over the page's foot; room of its height at the end of the page keeps the
  // footer's links (imprint, privacy) scrollable above it.
  useLayoutEffect(() => {
    const shown = banner.current;
    if (!shown) return undefined;
    const fit = () => {
      if (room.current) room.current.style.height = `${shown.offsetHeight + 16}px`;
    };
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(shown);
    return () => observer.disconnect();
  }, [choice]);
  if (choice) return null;
  const choose = (value: 'accepted' | 'declined') => {
    writeCookie(COOKIE, value, COOKIE_CONSENT_DAYS * 24 * 60 * 60);
    setChoice(value);
  };
  return (
    <>
      <div ref={room} className="cookie-banner__room" aria-hidden="true" />
      <aside ref={banner} className="cookie-banner" aria-label="Cookie consent">
        <p>
          We use necessary cookies to run the game, statistical cookies to understand how it is played and
          marketing cookies to tell you about it elsewhere. Necessary cookies are always on; you choose
          whether we may use the others.
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
    </>
  );
}
