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

/** Enemies that can appear on a ground (any of its tables), ordered by rarity sequence, then name. */
export async function enemiesOfHuntingGround(deps: ContentDeps, caller: Caller, huntingGroundId: number) {
  const tables = await huntingTablesOfGround(deps, caller, huntingGroundId);
  const ids = new Set(
    tables.flatMap((table) => (table.data.enemies as { enemyId: number }[]).map((entry) => entry.enemyId)),
  );
  const [enemies, rarities] = await Promise.all([
    listEntries(deps, caller, 'enemy'),
    deps.entries.list('rarity'),
  ]);
  const sequence = new Map(rarities.map((rarity) => [rarity.id, Number(rarity.data.sequence ?? 0)]));
  return enemies
    .filter((enemy) => ids.has(enemy.id))
    .sort(
      (a, b) =>
        (sequence.get(a.data.enemyRarity as number) ?? 0) -
          (sequence.get(b.data.enemyRarity as number) ?? 0) ||
        String(a.data.name).localeCompare(String(b.data.name)),
    );
}

const MAX_NEWS_PAGE = 50;

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
