import { BadRequestError, NotFoundError, requirePlayer, type Caller } from '@vh/kit';
import type { GameDeps } from '../deps';
import type { CombatRow } from '../repositories/combatRepository';
import { fightView } from './combatView';
import { replayFight, verifyStoredFight } from './fightVerification';

/**
 * fightReplay and verifyFight (docs/game-rules.md, "Fight replays"). A fight is named by its id,
 * which only its owner may use, or by its share token, which any signed-in player may: the token
 * is 128 random bits the database gave the fight, so holding it is the permission. Ids count up
 * and could be guessed; tokens cannot.
 */

const FIGHT_ID = /^[1-9][0-9]{0,14}$/;
const SHARE_TOKEN = /^[0-9a-f]{32}$/;

const PRUNED_MESSAGE =
  "This fight's replay is no longer kept: fights older than the retention period are deleted.";
const UNKNOWN_ID_MESSAGE = 'You fought no fight with this id.';
const UNKNOWN_TOKEN_MESSAGE =
  'No fight has this share link: it is mistyped, or the fight is no longer kept (old fights are deleted).';
const UNREPLAYABLE_MESSAGE = 'This fight was played with a combat engine this server does not know.';

interface FoundFight {
  combat: CombatRow;
  own: boolean;
}

/**
 * Retention deletes old fights (docs/retention.md), each player's oldest first: a missing fight the
 * player's journal still names, or with an id below the player's (or everyone's) oldest fight kept,
 * was one of them.
 */
async function wasPruned(deps: GameDeps, userId: string, id: number): Promise<boolean> {
  if (await deps.combats.inJournalOf(userId, id)) return true;
  const [own, everyone] = await Promise.all([deps.combats.oldestId(userId), deps.combats.oldestId()]);
  return everyone === null || id < everyone || (own !== null && id < own);
}

/** The fight a reference names, if the caller may see it; a clear 400 or 404 otherwise. */
async function findFight(deps: GameDeps, caller: Caller, ref: string): Promise<FoundFight> {
  const { userId } = requirePlayer(caller.viewer);
  const trimmed = ref.trim();
  if (SHARE_TOKEN.test(trimmed)) {
    const combat = await deps.combats.byShareToken(trimmed);
    if (!combat) throw new NotFoundError(UNKNOWN_TOKEN_MESSAGE);
    return { combat, own: combat.user_id === userId };
  }
  if (!FIGHT_ID.test(trimmed)) {
    throw new BadRequestError('A fight is named by its id or by the 32-character token of its share link.');
  }
  const id = Number(trimmed);
  const combat = await deps.combats.get(id);
  if (combat && combat.user_id === userId) return { combat, own: true };
  if (!combat && (await wasPruned(deps, userId, id))) throw new NotFoundError(PRUNED_MESSAGE);
  // Another player's fight looks like no fight at all: ids are not a way to read others' fights.
  throw new NotFoundError(UNKNOWN_ID_MESSAGE);
}

/** The round-by-round log of a stored fight, re-simulated from its inputs (never a saved transcript). */
export async function fightReplay(deps: GameDeps, caller: Caller, ref: string) {
  const { combat, own } = await findFight(deps, caller, ref);
  const outcome = replayFight(deps.content, combat);
  if (!outcome) throw new NotFoundError(UNREPLAYABLE_MESSAGE);
  const snapshot = combat.context.content;
  const view = fightView(deps.content, combat, outcome.state);
  return {
    id: String(combat.id),
    combat: snapshot
      ? {
          ...view,
          enemyInfo: {
            ...view.enemyInfo,
            name: snapshot.enemy.name,
            imageId: snapshot.enemy.imageId,
            animatedImageId: snapshot.enemy.animatedImageId,
          },
        }
      : view,
    engineVersion: outcome.engineVersion,
    startedAt: combat.started_at,
    huntingGroundName:
      snapshot?.ground.name || deps.content.huntingGround(combat.hunting_ground_id)?.name || null,
    baitName: snapshot?.bait?.name ?? null,
    own,
    shareToken: own ? (combat.share_token ?? null) : null,
  };
}

/** Re-simulates a stored fight and answers whether it reproduces what was recorded. */
export async function verifyFight(deps: GameDeps, caller: Caller, ref: string) {
  const { combat } = await findFight(deps, caller, ref);
  const result = verifyStoredFight(deps.content, combat);
  return {
    id: String(combat.id),
    engineVersion: result.engineVersion,
    reproduced: result.reproduced,
    mismatches: result.mismatches,
  };
}
