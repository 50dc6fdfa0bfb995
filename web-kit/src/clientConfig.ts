/** What every client call carries (docs/security.md): the application key and version. */

/** Sent as X-App-Version on every call. */
export const CLIENT_VERSION = '0.1.0';

const LOCAL_APP_KEY = 'local-dev-app-key';

/** The public application key the gateway wrote into index.html (the dev server leaves the placeholder). */
export function appKey(): string {
  const written = document.querySelector<HTMLMetaElement>('meta[name="vh-app-key"]')?.content ?? '';
  return written && !written.startsWith('__') ? written : LOCAL_APP_KEY;
}
