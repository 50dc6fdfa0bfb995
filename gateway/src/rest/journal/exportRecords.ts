import { JOURNAL_RESULT_NAMES, JOURNAL_TYPE_NAMES, MODIFIER_LABELS } from '@vh/contracts/client';
import type { JournalExportQuery } from '../../__generated__/operations';
import { csvRow } from './csv';

/** A journal entry as the JournalExport operation answers it. */
export type ExportEntry = JournalExportQuery['journalEntries']['entries'][number];

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
