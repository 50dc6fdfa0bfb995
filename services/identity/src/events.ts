import type { DescMessage, MessageShape } from '@bufbuild/protobuf';
import { enqueueEvent, type Knex } from '@vh/kit';
import { Topics, identityEvents } from '@vh/contracts';
import type { UserRecord } from './domain/userView';

export const SERVICE_NAME = 'identity';

async function publish<Desc extends DescMessage>(
  trx: Knex.Transaction,
  userId: string,
  schema: Desc,
  payload: MessageShape<Desc>,
  requestId: string,
): Promise<void> {
  await enqueueEvent(trx, {
    topic: Topics.identityUsers,
    key: userId,
    schema,
    payload,
    producer: SERVICE_NAME,
    requestId,
  });
}

const { UserRegisteredSchema, UserActivatedSchema, UserUpdatedSchema, UserDeletedSchema } = identityEvents;

export function userRegistered(trx: Knex.Transaction, user: UserRecord, requestId: string) {
  return publish(
    trx,
    user.id,
    UserRegisteredSchema,
    {
      $typeName: UserRegisteredSchema.typeName,
      userId: user.id,
      name: user.name,
      email: user.email,
      role: user.role,
    },
    requestId,
  );
}

export function userActivated(trx: Knex.Transaction, user: UserRecord, requestId: string) {
  return publish(
    trx,
    user.id,
    UserActivatedSchema,
    { $typeName: UserActivatedSchema.typeName, userId: user.id, name: user.name },
    requestId,
  );
}

export function userUpdated(trx: Knex.Transaction, user: UserRecord, requestId: string) {
  return publish(
    trx,
    user.id,
    UserUpdatedSchema,
    {
      $typeName: UserUpdatedSchema.typeName,
      userId: user.id,
      name: user.name,
      email: user.email,
      role: user.role,
      patreonType: user.patreon_type,
    },
    requestId,
  );
}

export function userDeleted(trx: Knex.Transaction, user: UserRecord, requestId: string) {
  return publish(
    trx,
    user.id,
    UserDeletedSchema,
    { $typeName: UserDeletedSchema.typeName, userId: user.id, name: user.name },
    requestId,
  );
}
