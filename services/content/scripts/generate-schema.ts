/**
 * Writes what derives from the content kinds: the subgraph's schema.graphql, the admin web's GraphQL
 * documents of every kind and the content contract the reading services compile against (in
 * @vh/contracts). `--check` fails when a committed file is stale.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { format, resolveConfig } from 'prettier';
import { generateAdminDocuments } from '../src/schema/adminDocuments';
import { generateContentContract } from '../src/schema/contentContract';
import { generateSchema } from '../src/schema/generate';

const root = path.resolve(__dirname, '..');
const repository = path.resolve(root, '..', '..');

async function formatted(file: string, source: string): Promise<string> {
  return format(source, { ...(await resolveConfig(file)), filepath: file });
}

async function outputs(): Promise<{ file: string; text: string }[]> {
  const adminDocuments = path.join(repository, 'admin-web', 'src', 'content', 'kinds', 'generated.ts');
  const contract = path.join(repository, 'contracts', 'src', 'contentContract.generated.ts');
  return [
    {
      file: path.join(root, 'schema.graphql'),
      text: generateSchema(readFileSync(path.join(root, 'src', 'schema', 'static.graphql'), 'utf8')),
    },
    { file: adminDocuments, text: await formatted(adminDocuments, generateAdminDocuments()) },
    { file: contract, text: await formatted(contract, generateContentContract()) },
  ];
}

async function main() {
  const check = process.argv.includes('--check');
  for (const { file, text } of await outputs()) {
    const relative = path.relative(repository, file);
    if (!check) {
      writeFileSync(file, text);
      process.stdout.write(`wrote ${relative}\n`);
    } else if (!existsSync(file) || readFileSync(file, 'utf8') !== text) {
      process.stderr.write(`${relative} is stale: run \`npm run schema --workspace @vh/content\`.\n`);
      process.exitCode = 1;
    }
  }
}

void main();
