/**
 * How both web apps show an uploaded image, decided by the media type it is served with: a video
 * (MP4, WebM) needs a <video>; every image type, animated WebP and GIF included, plays in an <img>,
 * which a <video> cannot show.
 */

/** An uploaded image as loaded: its object URL, and whether it is a video. */
export interface LoadedMedia {
  url: string;
  video: boolean;
}

/** Whether a served media type ('video/mp4', 'image/webp', with or without parameters) is a video. */
export function isVideo(mediaType: string): boolean {
  return /^video\//i.test(mediaType.trim());
}

/** The loaded bytes of an image answer as an object URL, shown by the element its media type needs. */
export function loadedMedia(blob: Blob): LoadedMedia {
  return { url: URL.createObjectURL(blob), video: isVideo(blob.type) };
}
