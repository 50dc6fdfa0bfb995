import { create, toBinary } from '@bufbuild/protobuf';
import { BadRequestError, internalRoute, type Logger } from '@vh/kit';
import { contentSnapshot } from '@vh/contracts';
import type { Express } from 'express';
import type { ContentDeps } from '../deps';
import { currentTargetMax } from '../domain/statMax';
import { previewableChanges, withReleaseApplied, type World } from '../releases/previewWorld';

const { ContentSnapshotSchema } = contentSnapshot;

/**
 * Builds the snapshot in one repeatable-read transaction, so its version matches its content; with
 * a release, the world as that draft would make it (a preview), at the live version it builds on.
 */
async function buildSnapshot(deps: ContentDeps, releaseId?: number) {
  return deps.db.transaction(
    async (trx) => {
      // One after the other: a transaction is one connection, which runs one query at a time.
      const { version, activatesAtMs } = await deps.entries.newestVersion(trx);
      const live: World = {
        entries: await deps.entries.listAll(trx),
        statMax: (await trx('stat_max').select()).map((row: Record<string, unknown>) => ({
          statShortName: String(row.stat_short_name),
          capMode: Number(row.cap_mode) as 0 | 1,
          hardCapValue: row.hard_cap_value === null ? null : Number(row.hard_cap_value),
          desiredPercent: Number(row.desired_percent),
          smoothedTheoreticalMax: Number(row.smoothed_theoretical_max),
          highestUserValue: Number(row.highest_user_value),
        })),
        settings: await trx('settings').select('key', 'value'),
      };
      const world =
        releaseId === undefined
          ? live
          : withReleaseApplied(live, await previewableChanges(deps, releaseId, trx));
      return create(ContentSnapshotSchema, {
        version: BigInt(version),
        // A preview is in force at once, for its admin only.
        activatesAtMs: BigInt(releaseId === undefined ? activatesAtMs : 0),
        entries: world.entries.map((entry) => ({
          kind: entry.kind,
          id: entry.id,
          dataJson: JSON.stringify(entry.data),
        })),
        statMax: world.statMax.map((row) => ({
          statShortName: row.statShortName,
          currentTargetMax: currentTargetMax(row),
          desiredPercent: row.desiredPercent,
        })),
        settings: world.settings.map((row) => ({ key: row.key, value: row.value })),
      });
    },
    { isolationLevel: 'repeatable read' },
  );
}

/** `?release=<id>`: a positive integer, or absent for the live world. */
function releaseOf(query: unknown): number | undefined {
  if (query === undefined) return undefined;
  const id = typeof query === 'string' && /^[1-9]\d{0,9}$/.test(query) ? Number(query) : NaN;
  if (!Number.isSafeInteger(id) || id > 2_147_483_647)
    throw new BadRequestError('release must be a release id');
  return id;
}

/**
 * GET /internal/snapshot: for services only (a service token, not a player's), protobuf-encoded.
 * `?release=<id>`: a draft's preview, never cached by version (the draft changes without one).
 */
export function mountSnapshotRoute(app: Express, deps: ContentDeps, sharedSecret: string, logger: Logger) {
  app.get(
    '/internal/snapshot',
    internalRoute({ from: 'service', sharedSecret, logger }, async (req, res) => {
      const releaseId = releaseOf(req.query.release);
      if (releaseId === undefined) {
        const etag = `"${await deps.entries.version()}"`;
        res.setHeader('ETag', etag);
        if (req.header('if-none-match') === etag) {
          res.status(304).end();
          return;
        }
      }
      const snapshot = await buildSnapshot(deps, releaseId);
      if (releaseId === undefined) res.setHeader('ETag', `"${snapshot.version}"`);
      res.type('application/x-protobuf').send(Buffer.from(toBinary(ContentSnapshotSchema, snapshot)));
    }),
  );
}
