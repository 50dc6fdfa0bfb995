import { useEffect, useRef } from 'react';
import { readVideoSettings } from './videoSettings';

/**
 * An animated image that is a video, shown while the pointer is over its image, as the player's video
 * settings say (autoplay, sound, loop; the profile changes them). Without autoplay it waits with its
 * controls shown. A browser that refuses to start it with sound starts it muted.
 */
export function AnimatedVideo({ src, label }: { src: string; label: string }) {
  const video = useRef<HTMLVideoElement>(null);
  const settings = readVideoSettings();

  useEffect(() => {
    const element = video.current;
    if (!element || !settings.autoplay) return;
    element.play().catch((error: unknown) => {
      // Only the autoplay policy is worth a muted retry; a file the browser cannot decode is not.
      if (!(error instanceof DOMException) || error.name !== 'NotAllowedError') return;
      element.muted = true;
      void element.play().catch(() => undefined);
    });
  }, [src, settings.autoplay]);

  return (
    <video
      ref={video}
      src={src}
      aria-label={label}
      muted={settings.muted}
      loop={settings.loop}
      controls={!settings.autoplay}
      playsInline
    />
  );
}
