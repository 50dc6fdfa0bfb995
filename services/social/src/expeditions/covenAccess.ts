/**
 * What expeditions read of covens beyond the covens feature's own helpers (covens/membership.ts):
 * whether a player is a member of a given coven, and where the members hunt.
 */
import type { Knex } from '@vh/kit';
import { memberOf } from '../covens/membership';

type Db = Knex | Knex.Transaction;

export async function isCovenMember(db: Db, covenId: number, userId: string): Promise<boolean> {
  return (await memberOf(db, userId))?.coven_id === covenId;
}

/** The coven's members with the ground each last hunted on or travelled to (players projection). */
export const membersWithGrounds = (
  db: Db,
  covenId: number,
): Promise<{ user_id: string; hunting_ground_id: number | null }[]> =>
  db('coven_members as m')
    .leftJoin('players as p', 'p.user_id', 'm.user_id')
    .where('m.coven_id', covenId)
    .select('m.user_id', 'p.hunting_ground_id');
