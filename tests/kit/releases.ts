import type { GatewayClient } from './gateway';

export interface ReleaseChange {
  entity: string;
  entityId: string;
  action: string;
  name: string;
  before: string | null;
  after: string | null;
}

export interface Release {
  id: number;
  name: string;
  status: string;
  contentVersion: number | null;
  restoresReleaseId: number | null;
  rolledBackById: number | null;
  scheduledAt: string | null;
  publishedAt: string | null;
  lastError: string | null;
  diff: ReleaseChange[];
}

const RELEASE = `id name status contentVersion restoresReleaseId rolledBackById scheduledAt publishedAt lastError
  diff { entity entityId action name before after }`;

/** Runs an admin GraphQL operation and answers its data, failing loudly on an error. */
async function data<T>(admin: GatewayClient, query: string, variables: Record<string, unknown> = {}) {
  const answer = await admin.graphql<T>(query, variables);
  if (answer.body.errors?.length)
    throw new Error(answer.body.errors.map((error) => error.message).join('; '));
  return answer.body.data!;
}

export async function createRelease(admin: GatewayClient, name: string): Promise<Release> {
  return (
    await data<{ createContentRelease: Release }>(
      admin,
      `mutation ($name: String!) { createContentRelease(name: $name) { ${RELEASE} } }`,
      { name },
    )
  ).createContentRelease;
}

export async function release(admin: GatewayClient, id: number): Promise<Release> {
  return (
    await data<{ contentRelease: Release }>(
      admin,
      `query ($id: Int!) { contentRelease(id: $id) { ${RELEASE} } }`,
      { id },
    )
  ).contentRelease;
}

/** Creates an entry of a kind (its GraphQL type name) in the draft; answers its id. */
export async function draftCreate(
  admin: GatewayClient,
  releaseId: number,
  typeName: string,
  input: Record<string, unknown>,
): Promise<number> {
  const field = `create${typeName}`;
  const answer = await data<Record<string, { id: number }>>(
    admin,
    `mutation ($input: ${typeName}Input!, $release: Int) { ${field}(input: $input, release: $release) { id } }`,
    { input, release: releaseId },
  );
  return answer[field]!.id;
}

export async function draftUpdate(
  admin: GatewayClient,
  releaseId: number,
  typeName: string,
  input: Record<string, unknown>,
): Promise<void> {
  await data(
    admin,
    `mutation ($input: ${typeName}Input!, $release: Int) { update${typeName}(input: $input, release: $release) { id } }`,
    { input, release: releaseId },
  );
}

export async function draftDelete(admin: GatewayClient, releaseId: number, typeName: string, id: number) {
  await data(
    admin,
    `mutation ($id: Int!, $release: Int) { delete${typeName}(id: $id, release: $release) { success } }`,
    { id, release: releaseId },
  );
}

/** Publishes; answers the GraphQL answer as it is, so a refusal can be read. */
export function publish(admin: GatewayClient, id: number) {
  return admin.graphql<{ publishContentRelease: Release }>(
    `mutation ($id: Int!) { publishContentRelease(id: $id) { ${RELEASE} } }`,
    { id },
  );
}

export async function published(admin: GatewayClient, id: number): Promise<Release> {
  const answer = await publish(admin, id);
  if (answer.body.errors?.length)
    throw new Error(answer.body.errors.map((error) => error.message).join('; '));
  return answer.body.data!.publishContentRelease;
}

export function rollbackTo(admin: GatewayClient, toId: number) {
  return admin.graphql<{ rollbackToContentRelease: Release }>(
    `mutation ($toId: Int!) { rollbackToContentRelease(toId: $toId) { ${RELEASE} } }`,
    { toId },
  );
}

const SCHEDULE = `mutation ($id: Int!, $at: String!) { scheduleContentRelease(id: $id, at: $at) { ${RELEASE} } }`;

export async function schedule(admin: GatewayClient, id: number, at: Date): Promise<Release> {
  return (await data<{ scheduleContentRelease: Release }>(admin, SCHEDULE, { id, at: at.toISOString() }))
    .scheduleContentRelease;
}

/** The raw answer of scheduling at `at` as written (a refusal's errors included). */
export function scheduleAsWritten(admin: GatewayClient, id: number, at: string) {
  return admin.graphql<{ scheduleContentRelease: Release }>(SCHEDULE, { id, at });
}

export async function contentVersion(client: GatewayClient): Promise<number> {
  return (await data<{ contentVersion: number }>(client, '{ contentVersion }')).contentVersion;
}
