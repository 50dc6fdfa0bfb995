import { ValidationError } from '@vh/kit';
import type { Caller, ContentDeps } from '../deps';
import type { ContentEntry } from '../domain/entries';
import { listEntries } from './contentEntries';

/** Grounds of a region, by sequence (players: visible ones only). */
export async function huntingGroundsOfRegion(deps: ContentDeps, caller: Caller, regionId: number) {
  const grounds = await listEntries(deps, caller, 'huntingground');
  return grounds.filter((ground) => ground.data.regionId === regionId);
}

export async function huntingTablesOfGround(deps: ContentDeps, caller: Caller, huntingGroundId: number) {
  const tables = await listEntries(deps, caller, 'huntingtable');
  return tables.filter((table) => table.data.huntingGroundId === huntingGroundId);
}

export const MAX_NEWS_PAGE = 50;

export async function latestNews(
  deps: ContentDeps,
  caller: Caller,
  offset: number,
  count: number,
): Promise<ContentEntry[]> {
  if (offset < 0 || count < 0) throw new ValidationError('offset and count must not be negative');
  if (count > MAX_NEWS_PAGE) throw new ValidationError(`count must be at most ${MAX_NEWS_PAGE}`);
  const news = await listEntries(deps, caller, 'news');
  return news.slice(offset, offset + count);
}
