import { CLIENT_VERSION, appKey } from '../config';
import { logout, storedToken } from '@vh/web-kit/token';
import { GENERIC_FAILURE } from './errors';

/** The file name a Content-Disposition header gives, or the fallback. */
export function attachmentName(header: string | null, fallback: string): string {
  const match = header ? /filename="([^"]+)"/.exec(header) : null;
  return match?.[1] ?? fallback;
}

/**
 * Fetches a download of the REST facade with the player's token and hands the file to the browser
 * (a plain link could not send the token). A refusal throws its message; an ended session logs out.
 */
export async function downloadFile(path: string, fallbackName: string): Promise<void> {
  const token = storedToken();
  const response = await fetch(path, {
    headers: {
      'X-App-Key': appKey(),
      'X-App-Version': CLIENT_VERSION,
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
  });
  if (response.status === 401) {
    logout();
    return;
  }
  if (!response.ok) {
    const refusal = (await response.json().catch(() => null)) as { message?: string } | null;
    throw new Error(refusal?.message ?? GENERIC_FAILURE);
  }
  const file = await response.blob();
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = attachmentName(response.headers.get('Content-Disposition'), fallbackName);
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click returns; the blob is freed a moment later.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
