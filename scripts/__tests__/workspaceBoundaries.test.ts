/**
 * The lint rule that keeps workspaces apart (eslint.config.mjs, import-x/no-relative-packages):
 * ESLint on fixture sources placed in the tree, as `npm run lint` sees them.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(__dirname, '..', '..');
// eslint's package exports leave out its command; the workspace install has it at the root.
const eslintBin = path.join(root, 'node_modules', 'eslint', 'bin', 'eslint.js');

/** The rules ESLint reports for `source` as if it were the file `file` of the tree. */
function lintRules(file: string, source: string): string[] {
  let output: string;
  try {
    output = execFileSync(
      process.execPath,
      [eslintBin, '--stdin', '--stdin-filename', path.join(root, file), '--format', 'json'],
      { cwd: root, input: source, encoding: 'utf8' },
    );
  } catch (error) {
    // ESLint exits 1 when it finds errors; its report is still on stdout.
    output = (error as { stdout: string }).stdout;
  }
  const [result] = JSON.parse(output) as { messages: { ruleId: string | null }[] }[];
  return result!.messages.map((message) => message.ruleId ?? 'parse error');
}

const RULE = 'import-x/no-relative-packages';

describe('workspaces meet only through their package exports', () => {
  it.each([
    [
      'a test reaching into a service',
      'tests/integration/fixture.test.ts',
      '../../services/game/src/domain/rules',
    ],
    ['the admin web reaching into the player web', 'admin-web/src/fixture.ts', '../../web/src/config'],
    ['a script reaching into the tests', 'scripts/fixture.ts', '../tests/kit/wait'],
    ['a service reaching into the kit', 'services/game/src/fixture.ts', '../../kit/src/errors'],
  ])(
    'fails %s by a relative path',
    (_case, file, target) => {
      expect(lintRules(file, `export * from '${target}';\n`)).toContain(RULE);
    },
    30_000,
  );

  it.each([
    ['its own files', 'tests/integration/fixture.test.ts', '../kit/wait'],
    ['a package export', 'tests/integration/fixture.test.ts', '@vh/game/testing'],
  ])(
    'lets a workspace import %s',
    (_case, file, target) => {
      expect(lintRules(file, `export * from '${target}';\n`)).not.toContain(RULE);
    },
    30_000,
  );
});
