/** Admins: every coven by name, renaming and disbanding one; each write audited (entity Coven). */
import {
  BadRequestError,
  ConflictError,
  NotFoundError,
  recordAdminChange,
  requireAdmin,
  type Caller,
  type Knex,
} from '@vh/kit';
import type { SocialDeps } from '../deps';
import { covens, type CovenRow } from './covenRepository';
import { COVEN_NAME_MAX, checkedCovenName, covenNameKey } from './covenRules';
import { disband } from './leaving';

const PAGE_MAX = 100;
const OFFSET_MAX = 1_000_000;

export async function adminCovens(
  deps: SocialDeps,
  caller: Caller,
  args: { search?: string | null; limit: number; offset: number },
) {
  requireAdmin(caller.viewer);
  if (!Number.isInteger(args.limit) || args.limit < 1 || args.limit > PAGE_MAX) {
    throw new BadRequestError(`limit is between 1 and ${PAGE_MAX}`);
  }
  if (!Number.isInteger(args.offset) || args.offset < 0 || args.offset > OFFSET_MAX) {
    throw new BadRequestError(`offset is between 0 and ${OFFSET_MAX}`);
  }
  const search = args.search?.trim().replace(/\s+/g, ' ') ?? '';
  if ([...search].length > COVEN_NAME_MAX) {
    throw new BadRequestError(`A coven's name has at most ${COVEN_NAME_MAX} characters`);
  }
  return covens.adminPage(deps.db, search === '' ? null : covenNameKey(search), args.limit, args.offset);
}

/** A standing coven's row locked for an admin write, or its 4xx. */
async function standingCoven(trx: Knex.Transaction, id: number): Promise<CovenRow> {
  const coven = await covens.lock(trx, id);
  if (!coven) throw new NotFoundError(`No coven ${id}`);
  if (coven.disbanded_at) throw new ConflictError(`The coven ${coven.name} is disbanded`);
  return coven;
}

export async function adminRenameCoven(deps: SocialDeps, caller: Caller, id: number, rawName: string) {
  const admin = requireAdmin(caller.viewer);
  const { name, key } = checkedCovenName(rawName);
  return deps.db.transaction(async (trx) => {
    const coven = await standingCoven(trx, id);
    if (coven.name === name) return coven;
    const renamed = await covens.update(trx, id, { name, name_key: key });
    await recordAdminChange(trx, {
      actor: admin,
      entity: 'Coven',
      entityId: id,
      action: 'updated',
      before: { name: coven.name },
      after: { name },
      requestId: caller.requestId,
    });
    return renamed;
  });
}

/** Disbands a coven as its captain would (members are told), recorded with who was in it. */
export async function adminDisbandCoven(deps: SocialDeps, caller: Caller, id: number) {
  const admin = requireAdmin(caller.viewer);
  return deps.db.transaction(async (trx) => {
    const coven = await standingCoven(trx, id);
    const memberIds = await disband(trx, coven, caller.requestId, null);
    await recordAdminChange(trx, {
      actor: admin,
      entity: 'Coven',
      entityId: id,
      action: 'disbanded',
      before: { name: coven.name, memberCount: coven.member_count, members: memberIds },
      after: { disbanded: true },
      requestId: caller.requestId,
    });
    return true;
  });
}
