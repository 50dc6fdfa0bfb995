import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from '../lib/paths';

/** A node_modules folder with the kinds of package the images hold, written file by file. */
function plant(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vh-prune-'));
  for (const [file, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), content);
  }
  return dir;
}

const manifest = (fields: object) => JSON.stringify({ name: 'x', version: '1.0.0', ...fields });

describe('scripts/prune-modules.mjs (what production images leave out of node_modules)', () => {
  let dir: string;
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('removes source maps, declarations and the builds only bundlers read, and keeps what Node loads', () => {
    dir = plant({
      // OpenTelemetry's layout: no "exports"; Node loads build/src, bundlers build/esm and build/esnext.
      'otel/package.json': manifest({
        main: 'build/src/index.js',
        module: 'build/esm/index.js',
        esnext: 'build/esnext/index.js',
      }),
      'otel/build/src/index.js': 'module.exports = 1;',
      'otel/build/src/index.js.map': '{}',
      'otel/build/src/index.d.ts': 'export {};',
      'otel/build/esm/index.js': 'export default 1;',
      'otel/build/esnext/index.js': 'export default 1;',
      // With "exports", an ESM importer may load the other build: both stay.
      'dual/package.json': manifest({
        main: 'lib/index.js',
        module: 'esm/index.js',
        exports: { import: './esm/index.js', default: './lib/index.js' },
      }),
      'dual/lib/index.js': '',
      'dual/esm/index.js': '',
      'dual/esm/index.d.mts': '',
      // "module" beside "main" in the same folder: nothing to remove but declarations.
      'flat/package.json': manifest({ main: 'dist/index.cjs', module: 'dist/index.mjs' }),
      'flat/dist/index.cjs': '',
      'flat/dist/index.mjs': '',
      'flat/dist/index.d.cts': '',
      'flat/tsconfig.tsbuildinfo': '',
    });
    const out = execFileSync(process.execPath, [path.join(ROOT, 'scripts/prune-modules.mjs'), dir], {
      encoding: 'utf8',
    });
    expect(out).toMatch(/5 source maps and declarations, 2 bundler-only builds/);
    const left = (file: string) => fs.existsSync(path.join(dir, file));
    expect(
      [
        'otel/build/src/index.js',
        'dual/lib/index.js',
        'dual/esm/index.js',
        'flat/dist/index.cjs',
        'flat/dist/index.mjs',
      ].filter((f) => !left(f)),
    ).toEqual([]);
    expect(
      [
        'otel/build/esm',
        'otel/build/esnext',
        'otel/build/src/index.js.map',
        'otel/build/src/index.d.ts',
        'dual/esm/index.d.mts',
        'flat/dist/index.d.cts',
        'flat/tsconfig.tsbuildinfo',
      ].filter(left),
    ).toEqual([]);
  });

  it('keeps a bundler build that "main" itself points into', () => {
    dir = plant({
      'odd/package.json': manifest({ main: 'es/cjs/index.js', module: 'es/index.js' }),
      'odd/es/index.js': '',
      'odd/es/cjs/index.js': '',
    });
    execFileSync(process.execPath, [path.join(ROOT, 'scripts/prune-modules.mjs'), dir]);
    expect(fs.existsSync(path.join(dir, 'odd/es/cjs/index.js'))).toBe(true);
    expect(fs.existsSync(path.join(dir, 'odd/es/index.js'))).toBe(true);
  });
});
