/**
 * The device tokens logins answer, one per account that logged in from this browser. Sent with the
 * next login to that account, they let it through while someone elsewhere guesses its password.
 */
const DEVICE_TOKENS_KEY = 'vh-device-tokens';
/** A browser rarely serves more accounts; the oldest are forgotten first. */
const MAX_ACCOUNTS = 10;

type DeviceTokens = Record<string, string>;

function readAll(): DeviceTokens {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(DEVICE_TOKENS_KEY) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as DeviceTokens) : {};
  } catch {
    return {};
  }
}

export function deviceTokenFor(username: string): string | null {
  const token = readAll()[username.trim().toLowerCase()];
  return typeof token === 'string' ? token : null;
}

export function rememberDeviceToken(username: string, token: string): void {
  const name = username.trim().toLowerCase();
  const others = Object.entries(readAll()).filter(([account]) => account !== name);
  const kept = [...others.slice(-(MAX_ACCOUNTS - 1)), [name, token]];
  localStorage.setItem(DEVICE_TOKENS_KEY, JSON.stringify(Object.fromEntries(kept)));
}
