import { useSyncExternalStore } from 'react';

/**
 * The release the content editors write to: a draft chosen on the Releases screen, or none (each
 * save is a release of its own, published at once). Kept for the browser tab (sessionStorage), so a
 * reload stays in the draft and another tab starts on the live world.
 */
export interface EditedRelease {
  id: number;
  name: string;
}

const KEY = 'vh-admin-edited-release';
const listeners = new Set<() => void>();

function read(): EditedRelease | null {
  try {
    const kept = sessionStorage.getItem(KEY);
    return kept ? (JSON.parse(kept) as EditedRelease) : null;
  } catch {
    return null;
  }
}

let current = read();

export function editedRelease(): EditedRelease | null {
  return current;
}

export function editRelease(release: EditedRelease | null): void {
  current = release;
  if (release) sessionStorage.setItem(KEY, JSON.stringify(release));
  else sessionStorage.removeItem(KEY);
  for (const listener of listeners) listener();
}

export function useEditedRelease(): EditedRelease | null {
  return useSyncExternalStore((listener) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  }, editedRelease);
}
