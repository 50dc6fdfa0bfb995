/** Every load scenario, by name: `npm run load -- <name>`. One user flow per file beside this one. */
import type { LoadScenario } from '@vh/scripts/load/scenario';
import { adminLists } from './adminLists';
import { hunt } from './hunt';
import { journalLadder } from './journalLadder';
import { login } from './login';
import { market } from './market';
import { merchant } from './merchant';
import { premiumShop } from './premiumShop';
import { quickHunt } from './quickHunt';

export const SCENARIOS: readonly LoadScenario[] = [
  login,
  hunt,
  quickHunt,
  merchant,
  market,
  journalLadder,
  premiumShop,
  adminLists,
];

export function scenarioNamed(name: string): LoadScenario {
  const scenario = SCENARIOS.find((entry) => entry.name === name);
  if (!scenario)
    throw new Error(`no scenario ${name} (known: ${SCENARIOS.map((entry) => entry.name).join(', ')})`);
  return scenario;
}
