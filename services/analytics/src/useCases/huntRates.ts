import { decodePayload, gameEvents, type EventEnvelope } from '@vh/contracts';
import type { AnalyticsDeps } from '../deps';
import type { RatedDrop, RatedHunt } from '../repositories/huntRateRepository';

/**
 * The hunts of a batch as the published rates count them: hunts that met an enemy and carry how it
 * was chosen (events from before the rates were published do not, and are left out so every figure
 * stands on the same hunts). Distinct by event id: a redelivery in the same batch counts once.
 */
export function ratedHuntsOf(envelopes: EventEnvelope[]): { hunts: RatedHunt[]; drops: RatedDrop[] } {
  const hunts = new Map<string, RatedHunt>();
  const drops = new Map<string, RatedDrop>();
  for (const envelope of envelopes) {
    if (hunts.has(envelope.id)) continue;
    const hunt = decodePayload(envelope, gameEvents.HuntCompletedSchema);
    if (!hunt || hunt.enemyId === 0 || hunt.enemyPick === gameEvents.EnemyPick.UNSPECIFIED) continue;
    hunts.set(envelope.id, {
      eventId: envelope.id,
      huntingGroundId: hunt.huntingGroundId,
      enemyId: hunt.enemyId,
      huntingTableId: hunt.huntingTableId,
      tableEnemyId: hunt.tableEnemyId,
      lootRolled: hunt.lootRolled,
      lootchancePercent: hunt.lootchancePercent,
    });
    if (!hunt.lootRolled) continue;
    for (const { itemId, amount } of hunt.loot) {
      const key = `${envelope.id}:${itemId}`;
      const held = drops.get(key);
      drops.set(key, { eventId: envelope.id, itemId, amount: (held?.amount ?? 0) + Number(amount) });
    }
  }
  return { hunts: [...hunts.values()], drops: [...drops.values()] };
}

/**
 * Adds a batch's hunts to the attraction and drop counters, each event once: the ids are claimed in
 * the same statement as the counters grow (one statement per batch). Separate from the ladders'
 * transaction on purpose: either may be retried alone, and each skips what it already applied.
 */
export async function recordHuntRates(deps: AnalyticsDeps, envelopes: EventEnvelope[]): Promise<number> {
  const { hunts, drops } = ratedHuntsOf(envelopes);
  return deps.huntRates.record(hunts, drops);
}
