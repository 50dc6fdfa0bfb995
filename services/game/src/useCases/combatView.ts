import type { GameContent } from '../content/gameContent';
import { CombatResult, type CombatState } from '@vh/combat-engine';
import type { CombatRow } from '../repositories/combatRepository';
import { enemyTypeTag, lootDropView, rarityTag } from './contentTags';
import { currencyAmount } from './playerView';
import type { HuntOutcome } from './fight';

const NO_FLAGS = {
  autoHunt: false,
  questing: false,
  bloodlust: false,
  megalomania: false,
  bloodcraze: false,
  xplosion: false,
  investment: false,
  cloning: false,
};

export const retainerView = (retainer: { itemId: number; name: string }) => ({
  itemId: retainer.itemId,
  name: retainer.name,
  item: { id: retainer.itemId },
});

/** The hunt answer of spec 000 section 3, from a stored fight and its replayed state. */
export function combatView(content: GameContent, outcome: HuntOutcome) {
  const { combat, state } = outcome;
  if (!combat || !state) {
    return {
      id: null,
      attacker: null,
      defender: null,
      enemyInfo: null,
      result: CombatResult.Ongoing,
      combatEnded: true,
      round: 0,
      combatEvents: [],
      loot: [],
      rewardXP: 0,
      goldChange: 0,
      errorMessage: outcome.errorMessage,
      ...NO_FLAGS,
    };
  }
  return fightView(content, combat, state);
}

export function fightView(content: GameContent, combat: CombatRow, state: CombatState) {
  const { setup, context } = combat;
  const enemy = content.enemy(combat.enemy_id);
  const ended = state.result !== CombatResult.Ongoing;
  const rewards = ended ? combat.rewards : null;
  return {
    id: String(combat.id),
    attacker: {
      name: setup.player.name,
      health: state.playerHealth,
      maxHealth: setup.player.maxHealth,
      isPlayer: true,
      retainers: setup.player.retainers.map(retainerView),
    },
    defender: {
      name: setup.enemy.name,
      health: state.enemyHealth,
      maxHealth: setup.enemy.maxHealth,
      isPlayer: false,
      retainers: [],
    },
    enemyInfo: {
      enemyId: combat.enemy_id,
      enemy: { id: combat.enemy_id },
      name: enemy?.name ?? setup.enemy.name,
      enemyType: enemyTypeTag(content, enemy?.enemyType),
      enemyRarity: rarityTag(content, enemy?.enemyRarity),
      imageId: enemy?.imageId ?? null,
      animatedImageId: enemy?.animatedImageId ?? null,
      reward: (enemy?.currencies ?? []).map((entry) => currencyAmount(content, entry.name, entry.value)),
    },
    result: state.result,
    combatEnded: ended,
    round: state.roundsPlayed,
    combatEvents: state.events.map((event) => ({ ...event, retainers: event.retainers.map(retainerView) })),
    loot: (rewards?.loot ?? []).map((drop) => lootDropView(content, drop)),
    rewardXP: rewards?.xp ?? 0,
    goldChange: rewards?.goldChange ?? 0,
    errorMessage: null,
    autoHunt: context.autoHunt,
    questing: context.questing,
    bloodlust: setup.player.bloodlust,
    megalomania: setup.player.megalomania,
    bloodcraze: setup.player.bloodcraze,
    xplosion: context.xplosion,
    investment: context.investment,
    cloning: context.cloning,
  };
}
