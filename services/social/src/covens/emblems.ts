/**
 * A coven's emblem is one of the images the game's content shows (an item's, an enemy's, a
 * region's...): content has no list of images of its own for players, and admins alone upload them,
 * so the published entries' pictures are the choice. Animations are left out: an emblem is still.
 */
import { CONTENT_KINDS } from '@vh/contracts';
import { BadRequestError, NotFoundError, type ContentSnapshotView } from '@vh/kit';

/** Every still image id of the visible entries in this content version, ascending. */
export function emblemChoices(content: ContentSnapshotView): number[] {
  const ids = new Set<number>();
  for (const kind of CONTENT_KINDS) {
    for (const entry of content.entries(kind.name) as unknown as Record<string, unknown>[]) {
      if (entry.visible === false) continue;
      if (typeof entry.imageId === 'number' && entry.imageId > 0) ids.add(entry.imageId);
    }
  }
  return [...ids].sort((a, b) => a - b);
}

/** The emblem as asked (null: none), or a 4xx for an id that is no content image. */
export function checkedEmblem(content: ContentSnapshotView, id: number | null | undefined): number | null {
  if (id === null || id === undefined) return null;
  if (!Number.isInteger(id) || id < 1) throw new BadRequestError('An emblem is a positive image id');
  if (!emblemChoices(content).includes(id)) {
    throw new NotFoundError(`Image ${id} is not one of the game's images an emblem may be`);
  }
  return id;
}
