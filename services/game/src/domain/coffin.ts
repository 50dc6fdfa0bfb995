import { COFFIN_RECHARGE_SECONDS } from './rules';

export interface CoffinState {
  charges: number;
  /** When the charge now recharging started. */
  rechargeFrom: number;
}

/**
 * The charges a player has now: stored charges plus those recharged since, up to the coffin's
 * maximum. Charges are computed lazily, so no job has to tick them.
 */
export function coffinNow(
  stored: CoffinState,
  maxCharges: number,
  now: number,
): CoffinState & { nextRechargeAt: number } {
  if (maxCharges <= 0) return { charges: 0, rechargeFrom: now, nextRechargeAt: 0 };
  if (stored.charges >= maxCharges) {
    return { charges: maxCharges, rechargeFrom: now, nextRechargeAt: 0 };
  }
  const recharged = Math.floor(Math.max(now - stored.rechargeFrom, 0) / COFFIN_RECHARGE_SECONDS);
  const charges = Math.min(stored.charges + recharged, maxCharges);
  if (charges >= maxCharges) return { charges, rechargeFrom: now, nextRechargeAt: 0 };
  const rechargeFrom = stored.rechargeFrom + recharged * COFFIN_RECHARGE_SECONDS;
  return { charges, rechargeFrom, nextRechargeAt: rechargeFrom + COFFIN_RECHARGE_SECONDS };
}
