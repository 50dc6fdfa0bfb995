import { adminChangesConcerning, type Knex } from '@vh/kit';

/** Content keeps nothing about players but the audit rows of content changes an account made. */
export async function readContentData(db: Knex, userId: string): Promise<Record<string, unknown>> {
  return { auditRows: await adminChangesConcerning(db, userId) };
}
