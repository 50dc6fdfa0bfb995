/** Writes schema.graphql from the content kinds; `--check` fails when the committed file is stale. */
import { readFileSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { generateSchema } from '../src/schema/generate';

const root = path.resolve(__dirname, '..');
const target = path.join(root, 'schema.graphql');
const sdl = generateSchema(readFileSync(path.join(root, 'src', 'schema', 'static.graphql'), 'utf8'));

if (process.argv.includes('--check')) {
  if (!existsSync(target) || readFileSync(target, 'utf8') !== sdl) {
    process.stderr.write(
      'services/content/schema.graphql is stale: run `npm run schema --workspace @vh/content`.\n',
    );
    process.exit(1);
  }
} else {
  writeFileSync(target, sdl);
  process.stdout.write('wrote services/content/schema.graphql\n');
}
