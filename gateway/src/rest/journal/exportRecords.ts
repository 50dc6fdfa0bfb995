import { JOURNAL_RESULT_NAMES, JOURNAL_TYPE_NAMES, MODIFIER_LABELS } from '@vh/contracts/client';
import { csvRow } from './csv';

/** A journal entry as the JournalExport operation answers it. */
export interface ExportEntry {
  id: string;
  type: number;
  timestamp: number;
  combatInfo: {
    result: number;
    autoHunt: boolean;
    questing: boolean;
    bloodlust: boolean;
    megalomania: boolean;
    bloodcraze: boolean;
    xplosion: boolean;
    investment: boolean;
    cloning: boolean;
    rewardXP: number;
    goldChange: number;
    enemyInfo: { name: string; reward: { shortName: string | null; name: string; value: number }[] } | null;
    loot: { amount: number; lootHunterBonus: number; name: string }[];
  } | null;
  data: {
    travelName: string | null;
    newRankName: string | null;
    progress: string | null;
    message: string | null;
  } | null;
  huntingGround: { id: number; name: string | null } | null;
}

export const CSV_HEADER = csvRow([
  'id',
  'time',
  'type',
  'result',
  'enemy',
  'hunting ground',
  'xp',
  'gold change',
  'rewards',
  'loot',
  'tags',
  'details',
]);

/** One entry as a CSV record: names rather than ids, lists joined by "; ". */
export function csvRecord(entry: ExportEntry): string {
  const combat = entry.combatInfo;
  const data = entry.data;
  const details = [
    data?.travelName ? `Travelled to ${data.travelName}` : null,
    data?.newRankName ? `New rank: ${data.newRankName}` : null,
    data?.message,
    data?.progress ? `Progress ${data.progress}` : null,
  ].filter((text): text is string => !!text);
  return csvRow([
    entry.id,
    new Date(entry.timestamp * 1000).toISOString(),
    JOURNAL_TYPE_NAMES[entry.type] ?? 'Unknown Event',
    combat ? (JOURNAL_RESULT_NAMES[combat.result] ?? '') : '',
    combat?.enemyInfo?.name ?? '',
    entry.huntingGround?.name ?? '',
    combat?.rewardXP ?? '',
    combat?.goldChange ?? '',
    (combat?.enemyInfo?.reward ?? [])
      .map((reward) => `${reward.value} ${reward.shortName ?? reward.name}`)
      .join('; '),
    (combat?.loot ?? [])
      .map(
        (drop) => `${drop.name} x${drop.amount}${drop.lootHunterBonus ? ` (+${drop.lootHunterBonus})` : ''}`,
      )
      .join('; '),
    combat
      ? MODIFIER_LABELS.filter(([flag]) => combat[flag])
          .map(([, label]) => label)
          .join('; ')
      : '',
    details.join('; '),
  ]);
}
