import { create, toBinary } from '@bufbuild/protobuf';
import { internalRoute, type Logger } from '@vh/kit';
import { contentSnapshot } from '@vh/contracts';
import type { Express } from 'express';
import type { ContentDeps } from '../deps';
import { currentTargetMax } from '../domain/statMax';

const { ContentSnapshotSchema } = contentSnapshot;

/** Builds the snapshot in one repeatable-read transaction, so its version matches its content. */
async function buildSnapshot(deps: ContentDeps) {
  return deps.db.transaction(
    async (trx) => {
      // One after the other: a transaction is one connection, which runs one query at a time.
      const version = await deps.entries.version(trx);
      const entries = await deps.entries.listAll(trx);
      const statMax = await trx('stat_max').select();
      const settings = await trx('settings').select('key', 'value');
      return create(ContentSnapshotSchema, {
        version: BigInt(version),
        entries: entries.map((entry) => ({
          kind: entry.kind,
          id: entry.id,
          dataJson: JSON.stringify(entry.data),
        })),
        statMax: statMax.map((row: Record<string, unknown>) => ({
          statShortName: String(row.stat_short_name),
          currentTargetMax: currentTargetMax({
            capMode: Number(row.cap_mode) as 0 | 1,
            hardCapValue: row.hard_cap_value === null ? null : Number(row.hard_cap_value),
            smoothedTheoreticalMax: Number(row.smoothed_theoretical_max),
            highestUserValue: Number(row.highest_user_value),
          }),
          desiredPercent: Number(row.desired_percent),
        })),
        settings: settings.map((row: { key: string; value: string }) => ({ key: row.key, value: row.value })),
      });
    },
    { isolationLevel: 'repeatable read' },
  );
}

/** GET /internal/snapshot: for services only (a service token, not a player's), protobuf-encoded. */
export function mountSnapshotRoute(app: Express, deps: ContentDeps, sharedSecret: string, logger: Logger) {
  app.get(
    '/internal/snapshot',
    internalRoute({ from: 'service', sharedSecret, logger }, async (req, res) => {
      const version = await deps.entries.version();
      const etag = `"${version}"`;
      res.setHeader('ETag', etag);
      if (req.header('if-none-match') === etag) {
        res.status(304).end();
        return;
      }
      const snapshot = await buildSnapshot(deps);
      res.setHeader('ETag', `"${snapshot.version}"`);
      res.type('application/x-protobuf').send(Buffer.from(toBinary(ContentSnapshotSchema, snapshot)));
    }),
  );
}
