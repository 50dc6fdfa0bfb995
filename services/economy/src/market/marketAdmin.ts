/**
 * Admin writes of the market (docs/market.md#operators): the tax and slots, a halt of the whole
 * market or of one item. Each is recorded in the economy's audit trail in its own transaction
 * (docs/audit.md); a resume matches what crossed while halted.
 */
import {
  BadRequestError,
  NotFoundError,
  auditedValues,
  changedNothing,
  recordAdminChange,
  requireAdmin,
  type Caller,
  type Knex,
  type Logger,
} from '@vh/kit';
import type { EconomyDeps } from '../deps';
import { matchCrossedBooks } from './marketJob';
import type { SettingsRow } from './marketRepository';
import { marketSettings } from './marketQueries';

export interface SettingsInput {
  taxPercent: number;
  baseSlots: number;
  subscriberSlots: number;
}

const SLOTS_MAX = 50;
const TAX_PERCENT_MAX = 50;

function checkedSettings(input: SettingsInput): Omit<SettingsRow, 'halted'> {
  const taxBps = Math.round(input.taxPercent * 100);
  if (
    !Number.isFinite(input.taxPercent) ||
    taxBps < 0 ||
    taxBps > TAX_PERCENT_MAX * 100 ||
    Math.abs(taxBps - input.taxPercent * 100) > 1e-6
  ) {
    throw new BadRequestError(`The tax must be 0 to ${TAX_PERCENT_MAX} % in steps of 0.01 %`);
  }
  const slots = (value: number) => Number.isInteger(value) && value >= 1 && value <= SLOTS_MAX;
  if (!slots(input.baseSlots) || !slots(input.subscriberSlots)) {
    throw new BadRequestError(`Slots must be whole numbers from 1 to ${SLOTS_MAX}`);
  }
  if (input.subscriberSlots < input.baseSlots) {
    throw new BadRequestError("Subscribers' slots must be at least the base slots");
  }
  return { tax_bps: taxBps, base_slots: input.baseSlots, subscriber_slots: input.subscriberSlots };
}

const settingsAudit = (row: Omit<SettingsRow, 'halted'>) => ({
  taxPercent: row.tax_bps / 100,
  baseSlots: row.base_slots,
  subscriberSlots: row.subscriber_slots,
});

/** Writes one audited change: `change` answers the values before and after (null: nothing changed). */
async function audited(
  deps: EconomyDeps,
  caller: Caller,
  target: { entity: string; entityId: string | number; action: string },
  change: (trx: Knex.Transaction) => Promise<{ before: unknown; after: unknown } | null>,
): Promise<void> {
  const actor = requireAdmin(caller.viewer);
  await deps.db.transaction(async (trx) => {
    const values = await change(trx);
    if (!values) return;
    const trimmed = auditedValues(values.before, values.after);
    if (changedNothing(trimmed)) return;
    await recordAdminChange(trx, { actor, ...target, ...trimmed, requestId: caller.requestId });
  });
}

export async function setMarketSettings(deps: EconomyDeps, caller: Caller, input: SettingsInput) {
  requireAdmin(caller.viewer);
  const next = checkedSettings(input);
  await audited(deps, caller, { entity: 'MarketSettings', entityId: 1, action: 'updated' }, async (trx) => {
    const before = await trx<SettingsRow>('market_settings').where('id', 1).forUpdate().first();
    await trx('market_settings').where({ id: 1 }).update(next);
    return { before: settingsAudit(before!), after: settingsAudit(next) };
  });
  return marketSettings(deps);
}

export async function setMarketHalted(deps: EconomyDeps, caller: Caller, logger: Logger, halted: boolean) {
  await audited(
    deps,
    caller,
    { entity: 'Market', entityId: 1, action: halted ? 'halted' : 'resumed' },
    async (trx) => {
      const updated = await trx('market_settings').where({ id: 1, halted: !halted }).update({ halted });
      return updated === 0 ? null : { before: { halted: !halted }, after: { halted } };
    },
  );
  if (!halted) await resumeMatching(deps, logger);
  return marketSettings(deps);
}

export async function setMarketItemHalted(
  deps: EconomyDeps,
  caller: Caller,
  logger: Logger,
  args: { itemId: number; halted: boolean },
) {
  requireAdmin(caller.viewer);
  const item = deps.content.item(args.itemId);
  if (!item) throw new NotFoundError('Item not found');
  await audited(
    deps,
    caller,
    { entity: 'MarketItem', entityId: args.itemId, action: args.halted ? 'halted' : 'resumed' },
    async (trx) => {
      const changed = args.halted
        ? (
            await trx('market_item_halts')
              .insert({ item_id: args.itemId })
              .onConflict('item_id')
              .ignore()
              .returning('item_id')
          ).length
        : await trx('market_item_halts').where({ item_id: args.itemId }).delete();
      return changed === 0 ? null : { before: { halted: !args.halted }, after: { halted: args.halted } };
    },
  );
  if (!args.halted) await resumeMatching(deps, logger);
  return marketSettings(deps);
}

/** A resume matches what crossed meanwhile; a failure is the job's to finish (it sweeps crossed books). */
async function resumeMatching(deps: EconomyDeps, logger: Logger): Promise<void> {
  try {
    await matchCrossedBooks(deps);
  } catch (error) {
    logger.warn({ err: error }, 'matching after a resume failed; the market job retries it');
  }
}
