import { requirePlayer, type Caller } from '@vh/kit';
import type { GameDeps } from '../deps';
import type { JournalRow } from '../repositories/journalRepository';
import { lootDropView } from './contentTags';
import {
  journalCursor,
  parseJournalCursor,
  parseJournalFilter,
  parsePageSize,
  type JournalFilterInput,
} from './journalFilter';
import { currencyAmount } from './playerView';

const JOURNAL_MAX_PAGE = 100;

interface StoredCombatInfo {
  result: number;
  enemyId: number | null;
  reward: { name: string; value: number }[];
  loot: { itemId: number; amount: number; lootHunterBonus: number }[];
  rewardXP: number;
  goldChange: number;
  timestamp: number;
  [flag: string]: unknown;
}

function entryView(deps: GameDeps, row: JournalRow) {
  const info = row.combat_info as StoredCombatInfo | null;
  const data = row.data as Record<string, unknown> | null;
  const enemy = info?.enemyId ? deps.content.enemy(info.enemyId) : undefined;
  return {
    id: String(row.id),
    type: row.type,
    timestamp: row.timestamp,
    huntingGround: row.hunting_ground_id ? { id: row.hunting_ground_id } : null,
    combatInfo: info && {
      ...info,
      enemyInfo: info.enemyId
        ? {
            enemyId: info.enemyId,
            enemy: { id: info.enemyId },
            name: enemy?.name ?? 'A forgotten creature',
            imageId: enemy?.imageId ?? null,
            reward: info.reward.map((entry) => currencyAmount(deps.content, entry.name, entry.value)),
          }
        : null,
      loot: info.loot.map((drop) => lootDropView(deps.content, drop)),
    },
    data: data && {
      travelName: data.travel_name ?? null,
      travelImageId: data.travel_imageId ?? null,
      newRankName: data.newRank_name ?? null,
      progress: data.progress ?? null,
      reward: data.reward ?? null,
      message: data.message ?? null,
    },
  };
}

/** A journal entry as stored: its combat info and data are the JSON the game wrote. */
export type JournalEntryView = ReturnType<typeof entryView>;

/** GET /api/Journal: newest first, paged. */
export async function journalPage(deps: GameDeps, caller: Caller, limit: number, offset: number) {
  const { userId } = requirePlayer(caller.viewer);
  const size = Math.min(Math.max(Math.trunc(limit), 1), JOURNAL_MAX_PAGE);
  const from = Math.max(Math.trunc(offset), 0);
  const [rows, total] = await Promise.all([
    deps.journal.page(userId, size, from),
    deps.journal.count(userId),
  ]);
  return { entries: rows.map((row) => entryView(deps, row)), total };
}

/** A journal search: filters and search checked, then one keyset page older than the cursor. */
export async function journalSearch(
  deps: GameDeps,
  caller: Caller,
  args: { filter?: JournalFilterInput | null; after?: string | null; limit?: number | null },
) {
  const { userId } = requirePlayer(caller.viewer);
  const limit = parsePageSize(args.limit);
  const beforeId = parseJournalCursor(args.after);
  const query = parseJournalFilter(args.filter, {
    enemies: deps.content.enemies(),
    huntingGrounds: deps.content.huntingGrounds(),
    items: deps.content.items(),
  });
  // One more than asked tells whether an older page exists without counting.
  const rows = await deps.journal.search(userId, query, beforeId, limit + 1);
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  return {
    entries: page.map((row) => entryView(deps, row)),
    nextCursor: rows.length > limit && last ? journalCursor(Number(last.id)) : null,
  };
}
