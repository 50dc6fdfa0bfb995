import { useEffect, useState } from 'react';

/** The device's time (ms), re-rendered every `everyMs`: enough for 'expires in 6d 3h' and 'ago' texts. */
export function useNow(everyMs = 30_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
