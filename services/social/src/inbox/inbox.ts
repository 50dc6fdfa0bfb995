import { BadRequestError, requirePlayer, type Caller, type Knex } from '@vh/kit';
import type { SocialDeps } from '../deps';
import { checkedRowId } from '../ids';
import type { NotificationRow } from './notifications';

const PAGE_MAX = 100;
/** An inbox keeps this many notifications a player (older ones are pruned by the job). */
export const INBOX_KEPT = 500;
const MARK_MAX = 500;

export interface NotificationView {
  id: string;
  kind: NotificationRow['kind'];
  title: string;
  body: string;
  link: string | null;
  createdAt: string;
  read: boolean;
}

const view = (row: NotificationRow): NotificationView => ({
  id: String(row.id),
  kind: row.kind,
  title: row.title,
  body: row.body,
  link: row.link,
  createdAt: row.created_at.toISOString(),
  read: row.read_at !== null,
});

const unreadOf = async (db: Knex, userId: string) =>
  Number(
    (await db('notifications').where({ user_id: userId }).whereNull('read_at').count({ n: '*' }).first())
      ?.n ?? 0,
  );

const checkedId = (id: string) => checkedRowId(id, 'notification');

export async function myInbox(deps: SocialDeps, caller: Caller, limit: number, before?: string | null) {
  const { userId } = requirePlayer(caller.viewer);
  if (limit < 1 || limit > PAGE_MAX) throw new BadRequestError(`limit must be between 1 and ${PAGE_MAX}`);
  const query = deps.db<NotificationRow>('notifications').where({ user_id: userId });
  if (before) query.where('id', '<', checkedId(before));
  const rows = await query.orderBy('id', 'desc').limit(limit);
  return { notifications: rows.map(view), unread: await unreadOf(deps.db, userId) };
}

export function myUnreadCount(deps: SocialDeps, caller: Caller) {
  return unreadOf(deps.db, requirePlayer(caller.viewer).userId);
}

/** Marks the given notifications (all when null) read; answers the unread count after. */
export async function markNotificationsRead(deps: SocialDeps, caller: Caller, ids: readonly string[] | null) {
  const { userId } = requirePlayer(caller.viewer);
  if (ids && ids.length > MARK_MAX) throw new BadRequestError(`At most ${MARK_MAX} notifications at once`);
  const query = deps.db('notifications').where({ user_id: userId }).whereNull('read_at');
  if (ids) query.whereIn('id', ids.map(checkedId));
  await query.update({ read_at: deps.db.fn.now() });
  return unreadOf(deps.db, userId);
}

/** Keeps each inbox to its newest INBOX_KEPT notifications (the job). */
export async function pruneInboxes(db: Knex): Promise<number> {
  const result = await db.raw(
    `delete from notifications n using (
       select id from (
         select id, row_number() over (partition by user_id order by id desc) as place from notifications
       ) ranked where place > ?
     ) old where n.id = old.id`,
    [INBOX_KEPT],
  );
  return result.rowCount ?? 0;
}
