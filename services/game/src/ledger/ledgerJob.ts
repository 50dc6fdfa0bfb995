import { promClient, registry, type Knex, type Logger } from '@vh/kit';
import { knownMismatches, runLedgerCheck, type LedgerCheckSettings } from './ledgerCheck';

let countMismatches: (() => Promise<number>) | null = null;

/**
 * Pairs (player, currency) out of balance as the ledger check last found them: read from the
 * database when scraped, so every replica answers the same whichever ran the last pass, and a pair
 * put right stops counting on every replica at once. The alert VampireHuntLedgerMismatch reads it.
 */
const mismatches = new promClient.Gauge({
  name: 'vh_game_ledger_mismatches',
  help: 'Player currencies whose balance differs from the sum of their ledger rows, as last checked',
  registers: [registry],
  collect: async function collect(this: promClient.Gauge) {
    if (!countMismatches) return;
    try {
      this.set(await countMismatches());
    } catch {
      // The database away: the last value stays (the failing job says why).
    }
  },
});

const playersChecked = new promClient.Counter({
  name: 'vh_game_ledger_checked_players_total',
  help: 'Players the ledger check looked at: new rows checked, or the whole ledger summed',
  labelNames: ['check'] as const,
  registers: [registry],
});

/** The periodic ledger check's work (docs/ledger.md#the-periodic-check), and its gauge's reader. */
export function createLedgerJob(db: Knex, settings: LedgerCheckSettings, logger: Logger) {
  countMismatches = () => knownMismatches(db);
  mismatches.set(0);
  return async (): Promise<void> => {
    const pass = await runLedgerCheck(db, settings);
    playersChecked.inc({ check: 'new-rows' }, pass.playersWithNewRows);
    playersChecked.inc({ check: 'summed' }, pass.playersSummed);
    mismatches.set(pass.mismatches);
    for (const pair of pass.newMismatches) {
      logger.error(pair, 'ledger check: a balance differs from the sum of its ledger rows');
    }
  };
}
