import { enqueueEvent, type Knex } from '@vh/kit';
import { Topics, contentEvents } from '@vh/contracts';

export const SERVICE_NAME = 'content';

const { ContentChangedSchema, ContentAction } = contentEvents;

export const ACTIONS = {
  created: ContentAction.CREATED,
  updated: ContentAction.UPDATED,
  deleted: ContentAction.DELETED,
} as const;

export function contentChanged(
  trx: Knex.Transaction,
  change: { kind: string; entryId: number; action: keyof typeof ACTIONS; version: number },
  requestId: string,
) {
  return enqueueEvent(trx, {
    topic: Topics.contentChanges,
    key: change.kind,
    schema: ContentChangedSchema,
    payload: {
      $typeName: ContentChangedSchema.typeName,
      kind: change.kind,
      entryId: change.entryId,
      action: ACTIONS[change.action],
      version: BigInt(change.version),
    },
    producer: SERVICE_NAME,
    requestId,
  });
}
