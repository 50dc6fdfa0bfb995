import { useEffect, useState } from 'react';

const clientSeconds = () => Date.now() / 1000;

/** Seconds since the epoch, re-rendered every second (the countdown tick). */
export function useNowSeconds(): number {
  const [now, setNow] = useState(clientSeconds);
  useEffect(() => {
    const timer = setInterval(() => setNow(clientSeconds()), 1000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** The server's clock, ticking every second: countdowns follow the server, not a drifting client. */
export function useServerNow(serverNowSeconds: number | undefined): number {
  const now = useNowSeconds();
  // The offset is anchored when a new server timestamp arrives (within the last tick), not per render.
  const [anchor, setAnchor] = useState({ server: serverNowSeconds, client: now });
  if (anchor.server !== serverNowSeconds) setAnchor({ server: serverNowSeconds, client: now });
  return anchor.server === undefined ? now : now + (anchor.server - anchor.client);
}
