/** What one request reads of covens, once however many fields ask (a ladder page, a search). */
import DataLoader from 'dataloader';
import type { SocialContext } from '../context';
import { covens, members, type CovenMemberRow, type CovenRow } from './covenRepository';

interface RequestCovens {
  covens: DataLoader<number, CovenRow | null>;
  members: DataLoader<number, CovenMemberRow[]>;
  viewerMembership?: Promise<CovenMemberRow | null>;
}

const byRequest = new WeakMap<SocialContext, RequestCovens>();

export function requestCovens(context: SocialContext): RequestCovens {
  let loaded = byRequest.get(context);
  if (!loaded) {
    const db = context.deps.db;
    loaded = {
      covens: new DataLoader(async (ids: readonly number[]) => {
        const rows = new Map((await covens.byIds(db, ids)).map((row) => [row.id, row]));
        return ids.map((id) => rows.get(id) ?? null);
      }),
      members: new DataLoader(async (ids: readonly number[]) => {
        const rows = await members.ofCovens(db, ids);
        return ids.map((id) => rows.filter((row) => row.coven_id === id));
      }),
    };
    byRequest.set(context, loaded);
  }
  return loaded;
}

/** The viewer's membership (null: in no coven, or signed out), read once per request. */
export function viewerMembership(context: SocialContext): Promise<CovenMemberRow | null> {
  const loaded = requestCovens(context);
  const userId = context.viewer?.userId;
  if (!userId) return Promise.resolve(null);
  loaded.viewerMembership ??= members.of(context.deps.db, userId).then((row) => row ?? null);
  return loaded.viewerMembership;
}
