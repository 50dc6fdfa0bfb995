import { isVideo } from '@vh/web-kit/media';
import { useEffect, useState } from 'react';

/** What a preview shows: nothing yet, the image as an <img> or a <video>, or that it is missing. */
export type ServedMedia = { state: 'loading' } | { state: 'loaded'; video: boolean } | { state: 'failed' };

const LOADING: ServedMedia = { state: 'loading' };

/**
 * How an uploaded image is served: an animated field may hold an animated WebP (an <img>) or a
 * video, and only the media type it is served with tells them apart. The element then loads the same
 * URL (cached for a year), so the preview's source stays the image's own address.
 */
export function useServedMedia(url: string): ServedMedia {
  // Kept with the URL it belongs to: after a change, the old answer is not shown for the new image.
  const [answer, setAnswer] = useState<{ url: string; media: ServedMedia }>({ url, media: LOADING });

  useEffect(() => {
    const asked = new AbortController();
    fetch(url, { signal: asked.signal })
      .then(async (response) => {
        if (!response.ok) throw new Error(`${url} answered ${response.status}`);
        const video = isVideo(response.headers.get('content-type') ?? '');
        // Read to the end: the element's request of the same URL is then answered from the cache.
        await response.arrayBuffer();
        setAnswer({ url, media: { state: 'loaded', video } });
      })
      .catch(() => !asked.signal.aborted && setAnswer({ url, media: { state: 'failed' } }));
    return () => asked.abort();
  }, [url]);

  return answer.url === url ? answer.media : LOADING;
}
