import { ConflictError, type Knex } from '@vh/kit';
import { seconds } from '../clock';
import type { GameDeps } from '../deps';
import { coolnessOf, rankAt, ranksCrossed } from '../domain/progress';
import { GameEvents, emitPlayerEvent } from '../events';
import type { EquippedSlot } from '../domain/equipment';
import { JOURNAL } from '../repositories/journalRepository';
import type { PlayerPatch, PlayerRow } from '../repositories/playerRepository';
import { TYPE, buildLoadout, type Loadout } from './loadout';

/**
 * One player's state inside one transaction, behind the player row's lock. Every change to what a
 * player holds or has earned goes through here, so rank-ups, coolness, unequipping what is no longer
 * held and the progress event happen in one place.
 */
export class PlayerTx {
  private cachedLoadout: Loadout | null = null;
  private readonly xpBefore: number;
  private readonly coolnessBefore: number;
  private trophiesChanged = false;
  private pending: PlayerPatch = {};

  constructor(
    readonly deps: GameDeps,
    readonly trx: Knex.Transaction,
    readonly row: PlayerRow,
    readonly items: Map<number, number>,
    readonly currencies: Map<string, number>,
    private equippedSlots: EquippedSlot[],
    readonly nowMs: number,
    readonly requestId: string,
  ) {
    this.xpBefore = row.xp;
    this.coolnessBefore = row.coolness;
  }

  get userId(): string {
    return this.row.user_id;
  }

  get now(): number {
    return seconds(this.nowMs);
  }

  get equipped(): readonly EquippedSlot[] {
    return this.equippedSlots;
  }

  loadout(): Loadout {
    this.cachedLoadout ??= buildLoadout(this.deps.content, {
      items: this.items,
      equipped: this.equippedSlots,
    });
    return this.cachedLoadout;
  }

  amountOf(itemId: number): number {
    return this.items.get(itemId) ?? 0;
  }

  balanceOf(shortName: string): number {
    return this.currencies.get(shortName) ?? 0;
  }

  set(patch: PlayerPatch): void {
    Object.assign(this.row, patch);
    Object.assign(this.pending, patch);
  }

  async reloadEquipment(): Promise<void> {
    this.equippedSlots = await this.deps.players.equipped(this.userId, this.row.active_set, this.trx);
    this.cachedLoadout = null;
  }

  /** Adds or removes items; refuses to go below zero. An item no longer held leaves every set. */
  async addItem(itemId: number, delta: number): Promise<number> {
    if (delta === 0) return this.amountOf(itemId);
    if (this.amountOf(itemId) + delta < 0) throw new ConflictError('Not enough items');
    const amount = await this.deps.players.addItem(this.trx, this.userId, itemId, delta);
    this.items.set(itemId, amount);
    if (amount === 0) {
      await this.deps.players.unequipEverywhere(this.trx, this.userId, itemId);
      this.equippedSlots = this.equippedSlots.filter((slot) => slot.itemId !== itemId);
    }
    const type = this.deps.content.itemTypeOf(itemId)?.shortName.toLowerCase();
    if (type === TYPE.collection || type === TYPE.achievement) this.trophiesChanged = true;
    this.cachedLoadout = null;
    return amount;
  }

  async addCurrency(shortName: string, delta: number): Promise<number> {
    if (delta === 0) return this.balanceOf(shortName);
    if (this.balanceOf(shortName) + delta < 0) throw new ConflictError(`Not enough ${shortName}`);
    const amount = await this.deps.players.addCurrency(this.trx, this.userId, shortName, delta);
    this.currencies.set(shortName, amount);
    return amount;
  }

  /** Adds XP; every rank crossed grants its reward item once, with a rank-up journal entry. */
  async addXp(amount: number): Promise<void> {
    if (amount <= 0) return;
    await this.setXp(this.row.xp + amount);
  }

  async setXp(xp: number): Promise<void> {
    this.set({ xp });
    const ranks = this.deps.content.ranks();
    for (const rank of ranksCrossed(ranks, this.row.rewarded_rank_xp, xp)) {
      if (rank.rewardItemId !== null && this.deps.content.item(rank.rewardItemId)) {
        await this.addItem(rank.rewardItemId, 1);
      }
      await this.journal(JOURNAL.rankUp, undefined, {
        newRank_name: rank.name,
        reward: JSON.stringify(rank.rewardItemId === null ? [] : [{ itemId: rank.rewardItemId, amount: 1 }]),
      });
      await emitPlayerEvent(
        this.trx,
        GameEvents.rankReached,
        {
          userId: this.userId,
          rankId: rank.id,
          rankName: rank.name,
          rewardItemId: rank.rewardItemId ?? 0,
        },
        this.requestId,
      );
      this.set({ rewarded_rank_xp: rank.xp });
    }
  }

  async journal(type: number, combatInfo?: unknown, data?: unknown): Promise<void> {
    await this.deps.journal.add(this.trx, {
      userId: this.userId,
      type,
      timestamp: this.now,
      combatInfo,
      data,
    });
  }

  /** Writes the row's changes and, when XP or coolness moved, the absolute progress event. */
  async finish(): Promise<void> {
    if (this.trophiesChanged) this.set({ coolness: this.coolness() });
    if (Object.keys(this.pending).length > 0)
      await this.deps.players.update(this.trx, this.userId, this.pending);
    this.pending = {};
    if (this.row.xp !== this.xpBefore || this.row.coolness !== this.coolnessBefore) {
      const ranks = this.deps.content.ranks();
      const avatar = this.loadout().firstOfType(TYPE.avatar)?.item.imageId ?? 0;
      await emitPlayerEvent(
        this.trx,
        GameEvents.playerProgressed,
        {
          userId: this.userId,
          name: this.row.name,
          xpTotal: BigInt(this.row.xp),
          rankId: rankAt(ranks, this.row.xp)?.id ?? 0,
          coolness: this.row.coolness,
          avatarImageId: avatar,
          progressVersion: BigInt(this.nowMs),
        },
        this.requestId,
      );
    }
  }

  private coolness(): number {
    let total = 0;
    for (const [itemId, amount] of this.items) {
      if (amount <= 0) continue;
      const item = this.deps.content.item(itemId);
      const type = item ? this.deps.content.itemType(item.type)?.shortName.toLowerCase() : undefined;
      if (type !== TYPE.collection && type !== TYPE.achievement) continue;
      total += coolnessOf(this.deps.content.rarity(item!.rarity)?.sequence ?? 0);
    }
    return total;
  }
}
