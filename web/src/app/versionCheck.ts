import { CLIENT_VERSION, appKey } from '../config';
import { clearImageCache } from '../ui/imageCache';

const VERSION_KEY = 'version';

/**
 * At start: when the server's version differs from the stored one, caches are cleared, the new version
 * stored and the page hard-reloaded. Returns the server's version for the footer.
 */
export async function checkVersion(): Promise<string | null> {
  try {
    const response = await fetch('/api/version/', {
      headers: { 'X-App-Key': appKey(), 'X-App-Version': CLIENT_VERSION },
      cache: 'no-store',
    });
    if (!response.ok) return null;
    const version = (await response.text()).trim();
    const stored = localStorage.getItem(VERSION_KEY);
    if (stored !== version) {
      localStorage.setItem(VERSION_KEY, version);
      if (stored !== null) {
        await clearImageCache();
        if ('caches' in window) for (const key of await caches.keys()) await caches.delete(key);
        window.location.reload();
      }
    }
    return version;
  } catch (error) {
    console.warn('version check failed', error);
    return null;
  }
}
