import type { Knex, Logger } from '@vh/kit';
import type { GameDeps } from '../deps';
import { seconds } from '../clock';
import { forcedGroundId, nextWindow, planMission, type MissionReward } from '../domain/missions';
import { createRandom, newSeed } from '../domain/random';
import { GameEvents } from '../events';
import type { PlayerTx } from '../player/playerTx';
import { JOURNAL } from '../domain/journal';

const FORCE_MISSION_GROUND = 'ForceMissionHuntingGround';

/** The mission running now (objectives visible), or null. */
async function runningMission(deps: GameDeps, nowMs: number, trx?: Knex.Transaction) {
  return deps.missionCache.running(nowMs, () => deps.missions.currentOrNext(seconds(nowMs), trx));
}

/** Enemies of the running mission (for the mission lure and the questing mark). */
export async function missionEnemies(player: PlayerTx): Promise<number[]> {
  return runningMissionEnemies(player.deps, player.nowMs, player.trx);
}

/** Enemies of the mission running at nowMs, outside a player's transaction too (the simulator). */
export async function runningMissionEnemies(
  deps: GameDeps,
  nowMs: number,
  trx?: Knex.Transaction,
): Promise<number[]> {
  const mission = await runningMission(deps, nowMs, trx);
  return mission ? mission.objectives.map((objective) => objective.enemyId) : [];
}

/**
 * Counts a win against a mission enemy; completing every objective grants the reward once, with a
 * mission journal entry and event.
 */
export async function recordCatch(player: PlayerTx, enemyId: number): Promise<void> {
  const mission = await runningMission(player.deps, player.nowMs, player.trx);
  if (!mission || !mission.objectives.some((objective) => objective.enemyId === enemyId)) return;
  const progress = (await player.deps.missions.progress(mission.id, player.userId, player.trx)) ?? {
    mission_id: mission.id,
    user_id: player.userId,
    caught: mission.objectives.map(() => 0),
    completed_at: null,
  };
  if (progress.completed_at) return;
  const caught = mission.objectives.map((objective, index) =>
    objective.enemyId === enemyId
      ? Math.min((progress.caught[index] ?? 0) + 1, objective.goal)
      : (progress.caught[index] ?? 0),
  );
  const done = mission.objectives.every((objective, index) => caught[index]! >= objective.goal);
  player.writeLater(
    player.deps.missions.saveProgressQuery(player.trx, {
      ...progress,
      caught,
      completed_at: done ? player.now : null,
    }),
  );
  if (done) grantMissionReward(player, mission.id, mission.reward);
}

function grantMissionReward(player: PlayerTx, missionId: number, reward: MissionReward) {
  const origin = { source: 'mission', reference: String(missionId) } as const;
  for (const { name, value } of reward.currencies) player.addCurrency(name, value, origin);
  for (const { itemId, amount } of reward.items) {
    if (player.deps.content.item(itemId)) player.addItem(itemId, amount);
  }
  player.journal(JOURNAL.missionReward, undefined, {
    message: 'Mission accomplished!',
    progress: '100%',
    reward: JSON.stringify(reward),
  });
  player.addXp(reward.xp);
  player.emit(GameEvents.missionCompleted, {
    userId: player.userId,
    missionId: BigInt(missionId),
    rewardXp: BigInt(reward.xp),
    rewardCurrencies: reward.currencies.map((entry) => ({
      shortName: entry.name,
      amount: BigInt(entry.value),
    })),
    rewardItems: reward.items.map((entry) => ({ itemId: entry.itemId, amount: BigInt(entry.amount) })),
  });
}

/** The ground the next mission is planned on: the forced one, else a random open ground of the first region. */
function missionGround(deps: GameDeps, random: ReturnType<typeof createRandom>) {
  const forced = forcedGroundId(deps.content.setting(FORCE_MISSION_GROUND));
  if (forced !== null && deps.content.huntingGround(forced)) return deps.content.huntingGround(forced)!;
  const firstRegion = deps.content
    .regions()
    .filter((region) => region.visible)
    .sort((a, b) => a.sequence - b.sequence || a.id - b.id)[0];
  const grounds = deps.content
    .huntingGrounds()
    .filter((ground) => ground.visible && ground.regionId === firstRegion?.id);
  return grounds.length > 0 ? grounds[random.int(0, grounds.length - 1)]! : undefined;
}

/**
 * Plans the next mission when none is running or scheduled. Safe with several replicas: one
 * transaction-scoped advisory lock, and missions are unique by start time.
 */
export async function rotateMissions(deps: GameDeps, logger: Logger): Promise<boolean> {
  const now = seconds(deps.clock());
  return deps.db.transaction(async (trx) => {
    await trx.raw('select pg_advisory_xact_lock(hashtext(?))', ['game-mission-rotation']);
    if (await deps.missions.currentOrNext(now, trx)) return false;
    const random = createRandom(newSeed());
    const ground = missionGround(deps, random);
    if (!ground) return false;
    const facts = deps.content.enemyFacts();
    const enemyIds = new Set(
      deps.content.tablesOfGround(ground.id).flatMap((table) => table.enemies.map((entry) => entry.enemyId)),
    );
    const candidates = [...enemyIds]
      .filter((id) => facts.has(id))
      .map((id) => {
        const enemy = deps.content.enemy(id)!;
        return {
          id,
          raritySequence: facts.get(id)!.raritySequence,
          xp: enemy.xp,
          currencies: enemy.currencies,
        };
      });
    const plan = planMission({ id: ground.id, enemies: candidates, rewardItemId: null }, random);
    if (!plan) return false;
    const previous = await deps.missions.latest(trx);
    const window = nextWindow(previous ? Number(previous.ends_at) : null, now);
    await deps.missions.insert(trx, {
      starts_at: window.startsAt,
      ends_at: window.endsAt,
      hunting_ground_id: plan.huntingGroundId,
      objectives: plan.objectives,
      reward: plan.reward,
    });
    deps.missionCache.forget();
    logger.info({ startsAt: window.startsAt, ground: ground.id }, 'mission planned');
    return true;
  });
}
