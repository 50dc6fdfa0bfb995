/** Client constants of the spec (sections 6 and 9 of 000, 9 of 001). */

/** The application key and version every call carries: shared with the admin web (@vh/web-kit). */
export { CLIENT_VERSION, appKey } from '@vh/web-kit/clientConfig';

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

/**
 * The support's address, the one setting the premium shop, the payment pages and the imprint all show
 * (spec 001 sections 2.5 and 2.9).
 */
export const SUPPORT_EMAIL = 'support@vampire-hunt.example';

/** Premium shop and payments (spec 001 section 9). */
export const CUSTOM_AVATAR_USD = 50;
export const NAME_CHANGE_USD = 10;
export const APPROVAL_WINDOW_SECONDS = 86400;
export const PAYMENT_POLL_MS = 2000;
