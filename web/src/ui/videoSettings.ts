import { useCallback, useState } from 'react';
import { readCookie, writeCookie } from './cookies';

/** How animated images (videos) play on hover, remembered in cookies (spec 000 sections 3 and 5). */
export interface VideoSettings {
  autoplay: boolean;
  muted: boolean;
  loop: boolean;
}

/** Spec 000: autoplay on, mute off, loop off. */
const DEFAULTS: VideoSettings = { autoplay: true, muted: false, loop: false };
const COOKIES: Record<keyof VideoSettings, string> = {
  autoplay: 'videoAutoplay',
  muted: 'videoMute',
  loop: 'videoLoop',
};

export function readVideoSettings(): VideoSettings {
  const read = (key: keyof VideoSettings) => {
    const stored = readCookie(COOKIES[key]);
    return stored === null ? DEFAULTS[key] : stored === 'true';
  };
  return { autoplay: read('autoplay'), muted: read('muted'), loop: read('loop') };
}

/** The settings and a setter that also remembers the change. */
export function useVideoSettings(): [VideoSettings, (key: keyof VideoSettings, on: boolean) => void] {
  const [settings, setSettings] = useState(readVideoSettings);
  const change = useCallback((key: keyof VideoSettings, on: boolean) => {
    writeCookie(COOKIES[key], String(on));
    setSettings((current) => ({ ...current, [key]: on }));
  }, []);
  return [settings, change];
}
