import { loadedMedia, type LoadedMedia } from '@vh/web-kit/media';
import { useEffect, useState } from 'react';

/** What a preview shows: nothing yet, the loaded image or video, or that it could not be loaded. */
export type ServedMedia =
  { state: 'loading' } | { state: 'loaded'; media: LoadedMedia } | { state: 'failed' };

const LOADING: ServedMedia = { state: 'loading' };

/**
 * An uploaded image as the gateway serves it, loaded once: which element shows it follows its
 * served media type, since an animated field may hold an animated WebP (an <img>) or a video. The
 * object URL is let go when the image changes or the preview leaves.
 */
export function useServedMedia(url: string): ServedMedia {
  // Kept with the URL it belongs to: after a change, the old answer is not shown for the new image.
  const [answer, setAnswer] = useState<{ url: string; media: ServedMedia }>({ url, media: LOADING });

  useEffect(() => {
    let current = true;
    let objectUrl: string | null = null;
    fetch(url)
      .then(async (response) => {
        if (!response.ok) throw new Error(`${url} answered ${response.status}`);
        const media = loadedMedia(await response.blob());
        objectUrl = media.url;
        if (current) setAnswer({ url, media: { state: 'loaded', media } });
        else URL.revokeObjectURL(objectUrl);
      })
      .catch(() => current && setAnswer({ url, media: { state: 'failed' } }));
    return () => {
      current = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url]);

  return answer.url === url ? answer.media : LOADING;
}
