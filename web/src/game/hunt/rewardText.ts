/** Texts of a hunt's rewards, shared by the hunt summary and the journal. */
import { GOLD_CURRENCY } from './combatEventText';

export function lootAmountText(amount: number): string {
  return `x ${amount}`;
}

/** The extra amount loot bonuses granted; empty when there was none. */
export function lootHunterText(bonus: number): string {
  return bonus > 0 ? `+${bonus} Loot Hunter` : '';
}

export function xpText(xp: number): string {
  return `+${xp} XP`;
}

/** A currency gain or loss with its sign: '+25 VGC', '-3 VGC'. */
export function signedAmount(value: number, currency: string): string {
  return `${value >= 0 ? '+' : '-'}${Math.abs(value)} ${currency}`;
}

/** What theft did to the purse: stolen by the hunter (+) or lost to a thief (-); empty when nothing moved. */
export function goldChangeText(goldChange: number): string {
  if (goldChange > 0) return `Stole ${goldChange} ${GOLD_CURRENCY}`;
  if (goldChange < 0) return `Lost ${-goldChange} ${GOLD_CURRENCY} to a thief`;
  return '';
}
