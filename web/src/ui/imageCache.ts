/**
 * Images load one at a time, from the browser's Cache Storage first, otherwise from the server (then
 * stored). The object URLs live for the page's lifetime: the same image is never fetched twice.
 */
import { loadedMedia, type LoadedMedia } from '@vh/web-kit/media';

export type { LoadedMedia };

const CACHE_NAME = 'vh-images-v1';

const loaded = new Map<string, Promise<LoadedMedia>>();
let queue: Promise<unknown> = Promise.resolve();

async function fetchThroughCache(url: string): Promise<LoadedMedia> {
  const cache = 'caches' in window ? await caches.open(CACHE_NAME).catch(() => null) : null;
  let response = (await cache?.match(url)) ?? null;
  if (!response) {
    response = await fetch(url);
    if (!response.ok) throw new Error(`image ${url}: ${response.status}`);
    await cache?.put(url, response.clone()).catch(() => undefined);
  }
  return loadedMedia(await response.blob());
}

export function loadImage(url: string): Promise<LoadedMedia> {
  let pending = loaded.get(url);
  if (!pending) {
    pending = queue.then(() => fetchThroughCache(url));
    queue = pending.catch(() => undefined);
    loaded.set(url, pending);
    pending.catch(() => loaded.delete(url));
  }
  return pending;
}

export async function clearImageCache(): Promise<void> {
  if ('caches' in window) await caches.delete(CACHE_NAME);
}

export type ImageKind = 'image' | 'enemy';

export function imageUrl(id: number, kind: ImageKind = 'image', thumb = false): string {
  return `/api/image${kind === 'enemy' ? '/enemy' : ''}${thumb ? '/thumb' : ''}/${id}`;
}
