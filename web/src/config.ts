/** Client constants of the spec (sections 6 and 9 of 000, 9 of 001). */

/** Sent as X-App-Version on every call. */
export const CLIENT_VERSION = '0.1.0';

const LOCAL_APP_KEY = 'local-dev-app-key';

/** The public application key the gateway wrote into index.html (the dev server leaves the placeholder). */
export function appKey(): string {
  const written = document.querySelector<HTMLMetaElement>('meta[name="vh-app-key"]')?.content ?? '';
  return written && !written.startsWith('__') ? written : LOCAL_APP_KEY;
}

export const REGISTRATION_OPENS = new Date(2024, 5, 24, 11, 0, 0);
export const PLAY_STARTS = new Date(2024, 6, 1, 11, 0, 0);

export const LADDER_PAGE_SIZE = 50;
/** Hunt clicks within the server's repeat window are ignored (the game's rules are the one source). */
export { REPEAT_WINDOW_MS as HUNT_THROTTLE_MS } from '@vh/contracts/client';
export const POPUP_AUTO_CLOSE_MS = 2000;
export const IMAGE_LOAD_DELAY_MS = 500;
export const DEFAULT_MUSIC_VOLUME = 0.2;
export const NEWS_COUNT = 5;
export const COOKIE_CONSENT_DAYS = 150;

/** Premium shop and payments (spec 001 section 9). */
export const SUPPORT_EMAIL = 'support@vampirehunt.game';
export const CUSTOM_AVATAR_USD = 50;
export const NAME_CHANGE_USD = 10;
export const APPROVAL_WINDOW_SECONDS = 86400;
export const PAYMENT_POLL_MS = 2000;
