import type { DescMessage, MessageInitShape } from '@bufbuild/protobuf';
import {
  ConflictError,
  outboxInsert,
  outboxWakeUp,
  writeTogether,
  type Knex,
  type OutboxInsert,
} from '@vh/kit';
import { seconds } from '../clock';
import type { GameDeps } from '../deps';
import { coolnessOf, rankAt, ranksCrossed } from '../domain/progress';
import { GameEvents, playerEventRow } from '../events';
import type { EquippedSlot } from '../domain/equipment';
import { JOURNAL } from '../domain/journal';
import type { LedgerEntry } from '../ledger/ledgerRepository';
import type { LedgerOrigin } from '../ledger/ledgerSource';
import type { JournalEntry } from '../repositories/journalRepository';
import type { Holdings, PlayerPatch, PlayerRow } from '../repositories/playerRepository';
import { TYPE, buildLoadout, type Loadout } from './loadout';

/**
 * One player's state inside one transaction, behind the player row's lock. Every change to what a
 * player holds or has earned goes through here, so rank-ups, coolness, unequipping what is no longer
 * held and the progress event happen in one place.
 *
 * Changes are kept here and written together by `finish` in one statement: a hunt is the hot path,
 * and on a shared machine each round trip to PostgreSQL costs more than the rules themselves. The
 * amounts held are authoritative here because they were read after the row lock was taken, so they
 * are written as absolute values.
 */
export class PlayerTx {
  private cachedLoadout: Loadout | null = null;
  private readonly xpBefore: number;
  private readonly coolnessBefore: number;
  private trophiesChanged = false;
  private pending: PlayerPatch = {};
  private readonly changedItems = new Set<number>();
  /** Currency changes not written yet, in order; their rows carry the balances to write. */
  private ledgerEntries: LedgerEntry[] = [];
  private readonly noLongerHeld = new Set<number>();
  private journalEntries: JournalEntry[] = [];
  private events: OutboxInsert[] = [];
  private otherWrites: Knex.QueryBuilder[] = [];

  readonly items: Map<number, number>;
  readonly currencies: Map<string, number>;
  private equippedSlots: EquippedSlot[];

  constructor(
    readonly deps: GameDeps,
    readonly trx: Knex.Transaction,
    readonly row: PlayerRow,
    holdings: Holdings,
    readonly nowMs: number,
    readonly requestId: string,
    /** The fight id reserved with the lock (`reserveCombatId`), if any. */
    readonly reservedCombatId: number | null = null,
  ) {
    this.items = holdings.items;
    this.currencies = holdings.currencies;
    this.equippedSlots = holdings.equipped;
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
    await this.flush();
    this.equippedSlots = await this.deps.players.equipped(this.userId, this.row.active_set, this.trx);
    this.cachedLoadout = null;
  }

  /** Adds or removes items; refuses to go below zero. An item no longer held leaves every set. */
  addItem(itemId: number, delta: number): number {
    if (delta === 0) return this.amountOf(itemId);
    const amount = this.amountOf(itemId) + delta;
    if (amount < 0) throw new ConflictError('Not enough items');
    this.items.set(itemId, amount);
    this.changedItems.add(itemId);
    if (amount === 0) {
      this.noLongerHeld.add(itemId);
      this.equippedSlots = this.equippedSlots.filter((slot) => slot.itemId !== itemId);
    }
    const type = this.deps.content.itemTypeOf(itemId)?.shortName.toLowerCase();
    if (type === TYPE.collection || type === TYPE.achievement) this.trophiesChanged = true;
    this.cachedLoadout = null;
    return amount;
  }

  /**
   * Adds or removes currency; refuses to go below zero. Every change names its origin and becomes a
   * ledger row written with the balance (docs/ledger.md); changes of one currency from the same
   * origin in a row (a fight's reward and the gold a thief gave) make one row.
   */
  addCurrency(shortName: string, delta: number, origin: LedgerOrigin): number {
    if (delta === 0) return this.balanceOf(shortName);
    const amount = this.balanceOf(shortName) + delta;
    if (amount < 0) throw new ConflictError(`Not enough ${shortName}`);
    this.currencies.set(shortName, amount);
    const last = this.ledgerEntries.findLast((entry) => entry.currency === shortName);
    if (last && last.source === origin.source && last.reference === origin.reference) {
      last.delta += delta;
      last.balanceAfter = amount;
      if (last.delta === 0) this.ledgerEntries.splice(this.ledgerEntries.lastIndexOf(last), 1);
    } else {
      this.ledgerEntries.push({ currency: shortName, delta, balanceAfter: amount, ...origin });
    }
    return amount;
  }

  /** Adds XP; every rank crossed grants its reward item once, with a rank-up journal entry. */
  addXp(amount: number): void {
    if (amount <= 0) return;
    this.setXp(this.row.xp + amount);
  }

  setXp(xp: number): void {
    this.set({ xp });
    const ranks = this.deps.content.ranks();
    for (const rank of ranksCrossed(ranks, this.row.rewarded_rank_xp, xp)) {
      if (rank.rewardItemId !== null && this.deps.content.item(rank.rewardItemId)) {
        this.addItem(rank.rewardItemId, 1);
      }
      this.journal(JOURNAL.rankUp, undefined, {
        newRank_name: rank.name,
        reward: JSON.stringify(rank.rewardItemId === null ? [] : [{ itemId: rank.rewardItemId, amount: 1 }]),
      });
      this.emit(GameEvents.rankReached, {
        userId: this.userId,
        rankId: rank.id,
        rankName: rank.name,
        rewardItemId: rank.rewardItemId ?? 0,
      });
      this.set({ rewarded_rank_xp: rank.xp });
    }
  }

  /** A journal entry; `huntingGroundId` names where it happened when its fields do not (travel). */
  journal(type: number, combatInfo?: unknown, data?: unknown, huntingGroundId?: number): void {
    this.journalEntries.push({
      userId: this.userId,
      type,
      timestamp: this.now,
      combatInfo,
      data,
      ...(huntingGroundId === undefined ? {} : { huntingGroundId }),
    });
  }

  /** A player event for the outbox, written with the player's other changes. */
  emit<Desc extends DescMessage>(schema: Desc, init: MessageInitShape<Desc> & { userId: string }): void {
    this.events.push(playerEventRow(schema, init, this.requestId));
  }

  /** A write of another table (one row at most per table and transaction), run with the rest. */
  writeLater(write: Knex.QueryBuilder): void {
    this.otherWrites.push(write);
  }

  /** Writes the row's changes and, when XP or coolness moved, the absolute progress event. */
  async finish(): Promise<void> {
    if (this.trophiesChanged) this.set({ coolness: this.coolness() });
    if (this.row.xp !== this.xpBefore || this.row.coolness !== this.coolnessBefore) {
      const ranks = this.deps.content.ranks();
      const avatar = this.loadout().firstOfType(TYPE.avatar)?.item.imageId ?? 0;
      this.emit(GameEvents.playerProgressed, {
        userId: this.userId,
        name: this.row.name,
        xpTotal: BigInt(this.row.xp),
        rankId: rankAt(ranks, this.row.xp)?.id ?? 0,
        coolness: this.row.coolness,
        avatarImageId: avatar,
        progressVersion: BigInt(this.nowMs),
      });
    }
    await this.flush();
  }

  /** Writes everything kept so far in one statement. */
  private async flush(): Promise<void> {
    const { players, journal, ledger } = this.deps;
    const { trx, userId } = this;
    const writes: Knex.QueryBuilder[] = [...this.otherWrites];
    if (Object.keys(this.pending).length > 0) writes.push(players.updateQuery(trx, userId, this.pending));
    if (this.changedItems.size > 0) {
      const amounts = new Map([...this.changedItems].map((itemId) => [itemId, this.amountOf(itemId)]));
      writes.push(players.setItemAmountsQuery(trx, userId, amounts));
    }
    writes.push(...ledger.balanceWrites(trx, userId, this.ledgerEntries));
    if (this.noLongerHeld.size > 0) {
      writes.push(players.unequipEverywhereQuery(trx, userId, [...this.noLongerHeld]));
    }
    if (this.journalEntries.length > 0) writes.push(journal.insertQuery(trx, this.journalEntries));
    if (this.events.length > 0) writes.push(outboxInsert(trx, this.events));
    if (writes.length === 0) return;
    await writeTogether(trx, writes, this.events.length > 0 ? outboxWakeUp(trx) : undefined);
    this.pending = {};
    this.changedItems.clear();
    this.ledgerEntries = [];
    this.noLongerHeld.clear();
    this.journalEntries = [];
    this.events = [];
    this.otherWrites = [];
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
