import { ConflictError, type Knex } from '@vh/kit';
import { MAX_MEMBERS, type CovenRole } from './covenRules';

type Db = Knex | Knex.Transaction;

/** The name index (covens_name_key_idx) decides between two foundings of one name at once: a 409. */
async function uniquelyNamed<T>(name: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const failure = error as { code?: string; constraint?: string };
    if (failure.code === '23505' && failure.constraint === 'covens_name_key_idx') {
      throw new ConflictError(`A coven named ${name} exists already (names are unique ignoring case)`);
    }
    throw error;
  }
}

export interface CovenRow {
  id: number;
  name: string;
  name_key: string;
  emblem_image_id: number | null;
  open: boolean;
  member_count: number;
  created_at: Date;
  disbanded_at: Date | null;
  /** The members' XP points this season, as the last refresh stored them. */
  season_points: number;
  points_season: number | null;
}

export interface CovenMemberRow {
  user_id: string;
  coven_id: number;
  role: CovenRole;
  joined_at: Date;
  season_points: number;
}

export interface CovenInvitationRow {
  id: number;
  coven_id: number;
  user_id: string;
  invited_by: string;
  created_at: Date;
}

export interface CovenJoinRequestRow {
  id: number;
  coven_id: number;
  user_id: string;
  created_at: Date;
}

/** The covens table; a coven's member count changes only through seats.ts. */
export const covens = {
  byId(db: Db, id: number): Promise<CovenRow | undefined> {
    return db<CovenRow>('covens').where({ id }).first();
  },

  byIds(db: Db, ids: readonly number[]): Promise<CovenRow[]> {
    return db<CovenRow>('covens').whereIn('id', [...ids]);
  },

  /** The coven row locked for this transaction: membership changes of one coven run one at a time. */
  lock(trx: Knex.Transaction, id: number): Promise<CovenRow | undefined> {
    return trx<CovenRow>('covens').where({ id }).forUpdate().first();
  },

  insert(
    trx: Knex.Transaction,
    coven: Pick<CovenRow, 'name' | 'name_key' | 'emblem_image_id' | 'open'>,
  ): Promise<CovenRow> {
    return uniquelyNamed(coven.name, async () => {
      const [row] = await trx<CovenRow>('covens').insert(coven).returning('*');
      return row!;
    });
  },

  update(
    trx: Knex.Transaction,
    id: number,
    changes: Partial<Pick<CovenRow, 'name' | 'name_key' | 'emblem_image_id' | 'open'>>,
  ): Promise<CovenRow> {
    return uniquelyNamed(changes.name ?? '', async () => {
      const [row] = await trx<CovenRow>('covens').where({ id }).update(changes).returning('*');
      return row!;
    });
  },

  /** Active covens whose name holds `key` (exact matches first), or open ones with room. */
  search(db: Db, key: string | null, limit: number): Promise<CovenRow[]> {
    const query = db<CovenRow>('covens').whereNull('disbanded_at');
    if (key === null) {
      return query
        .where({ open: true })
        .where('member_count', '<', MAX_MEMBERS)
        .orderBy([
          { column: 'season_points', order: 'desc' },
          { column: 'id', order: 'asc' },
        ])
        .limit(limit);
    }
    return query
      .whereRaw(`position(? in name_key) > 0`, [key])
      .orderByRaw('(name_key = ?) desc, season_points desc, id', [key])
      .limit(limit);
  },

  /** Admins: every coven (disbanded ones too) whose name holds `key`, newest first, and the count. */
  async adminPage(db: Db, key: string | null, limit: number, offset: number) {
    const filtered = () => {
      const query = db<CovenRow>('covens');
      if (key !== null) query.whereRaw(`position(? in name_key) > 0`, [key]);
      return query;
    };
    const [rows, total] = await Promise.all([
      filtered().orderBy('id', 'desc').limit(limit).offset(offset),
      filtered().count({ n: '*' }).first(),
    ]);
    return { covens: rows as CovenRow[], total: Number(total?.n ?? 0) };
  },
};

export const members = {
  /** The player's membership (at most one: the primary key). */
  of(db: Db, userId: string): Promise<CovenMemberRow | undefined> {
    return db<CovenMemberRow>('coven_members').where({ user_id: userId }).first();
  },

  /** Members of covens, captain first, then officers, then by seniority. */
  ofCovens(db: Db, covenIds: readonly number[]): Promise<CovenMemberRow[]> {
    return db<CovenMemberRow>('coven_members')
      .whereIn('coven_id', [...covenIds])
      .orderByRaw(`case role when 'captain' then 0 when 'officer' then 1 else 2 end, joined_at, user_id`);
  },

  async setRole(trx: Knex.Transaction, userId: string, role: CovenRole) {
    await trx('coven_members').where({ user_id: userId }).update({ role });
  },

  /** Who takes over from a captain who leaves for good: the longest-serving officer, else member. */
  successor(trx: Knex.Transaction, covenId: number, leaving: string): Promise<CovenMemberRow | undefined> {
    return trx<CovenMemberRow>('coven_members')
      .where({ coven_id: covenId })
      .whereNot({ user_id: leaving })
      .orderByRaw(`case role when 'officer' then 0 else 1 end, joined_at, user_id`)
      .first();
  },
};

export const invitations = {
  byId(db: Db, id: string): Promise<CovenInvitationRow | undefined> {
    return db<CovenInvitationRow>('coven_invitations').where('id', id).first();
  },

  async add(
    trx: Knex.Transaction,
    invitation: Pick<CovenInvitationRow, 'coven_id' | 'user_id' | 'invited_by'>,
  ): Promise<CovenInvitationRow | undefined> {
    const [row] = await trx<CovenInvitationRow>('coven_invitations')
      .insert(invitation)
      .onConflict(['coven_id', 'user_id'])
      .ignore()
      .returning('*');
    return row;
  },

  ofCoven(db: Db, covenId: number): Promise<CovenInvitationRow[]> {
    return db<CovenInvitationRow>('coven_invitations').where({ coven_id: covenId }).orderBy('id', 'desc');
  },

  /** Invitations a player received from covens still active, newest first. */
  toPlayer(db: Db, userId: string, limit: number): Promise<CovenInvitationRow[]> {
    return db<CovenInvitationRow>('coven_invitations as i')
      .join('covens as c', 'c.id', 'i.coven_id')
      .whereNull('c.disbanded_at')
      .where('i.user_id', userId)
      .orderBy('i.id', 'desc')
      .limit(limit)
      .select('i.*');
  },

  countOfCoven(trx: Knex.Transaction, covenId: number): Promise<number> {
    return count(trx('coven_invitations').where({ coven_id: covenId }));
  },
};

export const joinRequests = {
  byId(db: Db, id: string): Promise<CovenJoinRequestRow | undefined> {
    return db<CovenJoinRequestRow>('coven_join_requests').where('id', id).first();
  },

  async add(
    trx: Knex.Transaction,
    request: Pick<CovenJoinRequestRow, 'coven_id' | 'user_id'>,
  ): Promise<CovenJoinRequestRow | undefined> {
    const [row] = await trx<CovenJoinRequestRow>('coven_join_requests')
      .insert(request)
      .onConflict(['coven_id', 'user_id'])
      .ignore()
      .returning('*');
    return row;
  },

  ofCoven(db: Db, covenId: number): Promise<CovenJoinRequestRow[]> {
    return db<CovenJoinRequestRow>('coven_join_requests').where({ coven_id: covenId }).orderBy('id');
  },

  countOfCoven(trx: Knex.Transaction, covenId: number): Promise<number> {
    return count(trx('coven_join_requests').where({ coven_id: covenId }));
  },

  countOfPlayer(trx: Knex.Transaction, userId: string): Promise<number> {
    return count(trx('coven_join_requests').where({ user_id: userId }));
  },
};

/** The stored season points: each member's as analytics answered, and their covens' sums. */
export const storedPoints = {
  /** Members' user ids in order, after `after`: the refresh's pages. */
  memberIdsAfter(db: Knex, after: string | null, limit: number): Promise<string[]> {
    const query = db('coven_members').orderBy('user_id').limit(limit);
    if (after !== null) query.where('user_id', '>', after);
    return query.pluck('user_id');
  },

  async saveForMembers(db: Knex, points: Record<string, number>): Promise<void> {
    const userIds = Object.keys(points);
    if (userIds.length === 0) return;
    await db.raw(
      `update coven_members m set season_points = v.points
       from unnest(?::uuid[], ?::bigint[]) as v(user_id, points)
       where m.user_id = v.user_id and m.season_points <> v.points`,
      [userIds, userIds.map((userId) => String(points[userId] ?? 0))],
    );
  },

  /** Every standing coven's points become its members' sum (rows that changed only). */
  async sumOntoCovens(db: Knex, season: number): Promise<void> {
    await db.raw(
      `update covens c set season_points = s.total, points_season = ?
       from (select coven_id, sum(season_points)::bigint as total from coven_members group by coven_id) s
       where c.id = s.coven_id and c.disbanded_at is null
         and (c.season_points <> s.total or c.points_season is distinct from ?)`,
      [season, season],
    );
  },
};

async function count(query: Knex.QueryBuilder): Promise<number> {
  const row = await query.count({ n: '*' }).first();
  return Number((row as { n?: number | string } | undefined)?.n ?? 0);
}
