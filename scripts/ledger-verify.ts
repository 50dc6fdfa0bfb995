/**
 * `npm run ledger:verify`: checks the currency ledger (docs/ledger.md#npm-run-ledgerverify) and prints
 * the differences; exits 0 when it verifies, 1 on any difference, 2 on a usage error, 3 when it could
 * not check (a database unreachable).
 *
 *   npm run ledger:verify                          the local game's databases (npm start's, vh_*)
 *   npm run ledger:verify -- --test                the test stack's (.local/test-stack.json)
 *   npm run ledger:verify -- --stack-file <file>   a stack description's databaseUrls
 *   npm run ledger:verify -- --database game=postgres://... [--database economy=...]
 *                                                  given databases (a cluster's, port-forwarded);
 *                                                  callers without one are not checked
 *   --limit N                                      differences listed per check (default 20)
 */
import fs from 'node:fs';
import path from 'node:path';
import { infraEndpoints } from './lib/infra';
import { LOCAL_DIR } from './lib/paths';
import { discoverServices } from './lib/services';
import { formatReport, verifyLedger } from './ledger/verify';

function usage(problem: string): never {
  process.stderr.write(
    `${problem}\nusage: npm run ledger:verify [-- --test | --stack-file <file> | --database <service>=<url> ...] [--limit N]\n`,
  );
  process.exit(2);
}

/** The local stack's databases: vh_<database> on the local (or POSTGRES_URL's) server. */
function localDatabases(): Record<string, string> {
  const server = infraEndpoints().postgresUrl;
  return Object.fromEntries(
    discoverServices()
      .filter((service) => service.database)
      .map((service) => {
        const url = new URL(server);
        url.pathname = `/vh_${service.database}`;
        return [service.name, url.toString()];
      }),
  );
}

function stackDatabases(file: string): Record<string, string> {
  if (!fs.existsSync(file)) usage(`no stack description at ${file} (is the stack running?)`);
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as { databaseUrls: Record<string, string> }).databaseUrls;
}

function optionsOf(argv: string[]) {
  let databases: Record<string, string> | null = null;
  const given: Record<string, string> = {};
  let limit = 20;
  for (let index = 0; index < argv.length; index += 1) {
    const argument = argv[index]!;
    const value = () => argv[++index] ?? usage(`${argument} needs a value`);
    if (argument === '--test') databases = stackDatabases(path.join(LOCAL_DIR, 'test-stack.json'));
    else if (argument === '--stack-file') {
      databases = stackDatabases(path.resolve(process.env.INIT_CWD ?? process.cwd(), value()));
    } else if (argument === '--database') {
      const [service, ...url] = value().split('=');
      if (!service || url.length === 0) usage('--database takes <service>=<url>');
      given[service] = url.join('=');
    } else if (argument === '--limit') {
      limit = Number(value());
      if (!Number.isInteger(limit) || limit < 1) usage('--limit takes a whole number from 1');
    } else usage(`unknown option ${argument}`);
  }
  if (Object.keys(given).length > 0) databases = given;
  return { databases: databases ?? localDatabases(), limit };
}

async function main(): Promise<void> {
  const { databases, limit } = optionsOf(process.argv.slice(2));
  const game = databases.game ? new URL(databases.game) : null;
  process.stdout.write(
    `ledger:verify: the game's database ${game ? `${game.pathname.slice(1)} on ${game.host}` : '(none)'}\n`,
  );
  const reports = await verifyLedger(databases, { limit });
  process.stdout.write(`${formatReport(reports)}\n`);
  process.exitCode = reports.some((report) => report.differences.length > 0) ? 1 : 0;
}

main().catch((error: unknown) => {
  process.stderr.write(`ledger:verify failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 3;
});
