/**
 * The preview switch (docs/content-releases.md#preview): an admin opens the player web with
 * `?preview=<release id>` and, in that tab only, every call asks for the world as that draft release
 * would make it. Kept in sessionStorage so it ends with the tab and never reaches another one.
 */
const PREVIEW_KEY = 'vh-preview-release';
export const PREVIEW_HEADER = 'X-Content-Preview';

/** The release this tab previews, or null when it plays the live world. */
export function previewRelease(): number | null {
  const stored = sessionStorage.getItem(PREVIEW_KEY);
  return stored && /^[1-9]\d*$/.test(stored) ? Number(stored) : null;
}

/** Reads `?preview=<id>` once on load: kept for this tab and taken out of the address bar. */
export function takePreviewFromAddress(): void {
  const url = new URL(window.location.href);
  const asked = url.searchParams.get('preview');
  if (asked === null) return;
  if (/^[1-9]\d{0,9}$/.test(asked)) sessionStorage.setItem(PREVIEW_KEY, asked);
  url.searchParams.delete('preview');
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
}

/** Back to the live world: the page reloads, so nothing read from the draft stays on screen. */
export function leavePreview(): void {
  sessionStorage.removeItem(PREVIEW_KEY);
  window.location.assign('/');
}
