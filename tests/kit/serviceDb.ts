import { Client } from 'pg';
import { stackInfo } from './stackInfo';

/** Runs `work` against a service's own database (tests read ledgers, let paid periods end, age rows). */
export async function withServiceDb<T>(service: string, work: (db: Client) => Promise<T>): Promise<T> {
  const db = new Client({ connectionString: stackInfo().databaseUrls[service] });
  await db.connect();
  try {
    return await work(db);
  } finally {
    await db.end();
  }
}
