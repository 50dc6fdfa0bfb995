import { Agent, setGlobalDispatcher } from 'undici';

/**
 * How long this process keeps an idle outbound connection (fetch to a subgraph, to the game's
 * exchange, to content's snapshot) before closing it itself. It is well under the chart's
 * `shutdownDrainSeconds` (3 s), even with undici's idle timers firing up to half a second late: a
 * draining pod answers with `Connection: close` and then stops, so a connection idle since before
 * the drain began is already gone on our side when the pod closes it, and no request is written
 * onto a socket the server is closing. Without this, undici trusts the server's
 * `Keep-Alive: timeout=65` hint and keeps idle sockets for a minute.
 */
export const OUTBOUND_IDLE_MS = 1_000;

let installed = false;

/** Makes every `fetch` of this process use the short idle time; called once at boot. */
export function useShortOutboundKeepAlive(): void {
  if (installed) return;
  installed = true;
  setGlobalDispatcher(
    new Agent({ keepAliveTimeout: OUTBOUND_IDLE_MS, keepAliveMaxTimeout: OUTBOUND_IDLE_MS }),
  );
}
