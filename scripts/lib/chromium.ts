/** Debian's Chromium (installed by `npm test` when missing; CHROMIUM_PATH overrides). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Its flags for the browser tests and Lighthouse: run as root in a container, so no sandbox and no
 * GPU, and nothing phoning home (this machine's closed network refuses it, many times a start).
 */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
];
