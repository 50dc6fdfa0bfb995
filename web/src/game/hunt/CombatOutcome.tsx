import { Link } from 'react-router';
import { COMBAT_RESULT, combatResultText } from './combatEventText';
import { CurrencyList } from './CurrencyList';
import type { Combat } from './huntOperations';
import { LootList } from './LootList';
import { goldChangeText, xpText } from './rewardText';
import '../../styles/hunt.css';

const TONE: Record<number, string> = { 1: 'draw', 2: 'win', 3: 'loss' };

function nothingGained(combat: Combat): string {
  return combat.result === COMBAT_RESULT.loss
    ? 'You escape with nothing but your life.'
    : 'No spoils this time.';
}

/** The ended fight: Victory, Draw or Defeat, and what it brought (XP, gold, bounty, loot). */
export function CombatOutcome({ combat }: { combat: Combat }) {
  const title = combatResultText(combat.result);
  if (!title) return null;
  const won = combat.result === COMBAT_RESULT.win;
  const bounty = won ? (combat.enemyInfo?.reward ?? []) : [];
  const gold = goldChangeText(combat.goldChange);
  const gainedAnything = combat.rewardXP > 0 || !!gold || bounty.length > 0 || combat.loot.length > 0;
  return (
    <section className={`hunt-outcome hunt-outcome--${TONE[combat.result]}`} aria-label="Outcome">
      <h2 className="hunt-outcome__title">{title}</h2>
      {gainedAnything ? (
        <div className="hunt-outcome__rewards">
          {(combat.rewardXP > 0 || gold) && (
            <ul className="gain-list" aria-label="Gains">
              {combat.rewardXP > 0 && (
                <li className="gain-list__item gain-list__item--xp">{xpText(combat.rewardXP)}</li>
              )}
              {gold && (
                <li className={`gain-list__item ${combat.goldChange < 0 ? 'gain-list__item--lost' : ''}`}>
                  {gold}
                </li>
              )}
            </ul>
          )}
          <CurrencyList currencies={bounty} label="Bounty" />
          {won && combat.investment && bounty.length > 0 && (
            <p className="hunt-outcome__note">The bounty is doubled by Investment.</p>
          )}
          <LootList loot={combat.loot} showBonus={won} />
        </div>
      ) : (
        <p className="hunt-outcome__empty">{nothingGained(combat)}</p>
      )}
      <Link to="/journal" className="button button--small button--quiet">
        Journal
      </Link>
    </section>
  );
}
