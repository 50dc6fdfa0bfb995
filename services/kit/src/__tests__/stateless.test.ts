import { readFileSync } from 'node:fs';
import path from 'node:path';

const SOURCE = path.resolve(__dirname, '..');
const STATEFUL_PACKAGES = ['knex', 'kafkajs', 'pg'];

/** Every module a kit module reaches through its imports (type-only imports load nothing). */
function reachable(file: string, seen = new Set<string>(), packages = new Set<string>()) {
  if (seen.has(file)) return packages;
  seen.add(file);
  const source = readFileSync(file, 'utf8');
  for (const [, typeOnly, specifier] of source.matchAll(
    /^(?:import|export)\s+(type\s+)?[^'"]*from\s+'([^']+)'/gm,
  )) {
    if (typeOnly || !specifier) continue;
    if (specifier.startsWith('.'))
      reachable(path.resolve(path.dirname(file), `${specifier}.ts`), seen, packages);
    else packages.add(specifier);
  }
  return packages;
}

describe('@vh/kit/stateless', () => {
  it('loads no database or Kafka client, so the gateway never does', () => {
    const packages = [...reachable(path.join(SOURCE, 'stateless.ts'))];
    expect(packages.filter((name) => STATEFUL_PACKAGES.includes(name))).toEqual([]);
    expect(packages).toContain('ioredis');
  });

  it('would notice one (the whole kit loads all three)', () => {
    const packages = [...reachable(path.join(SOURCE, 'index.ts'))];
    expect(STATEFUL_PACKAGES.filter((name) => packages.includes(name))).toEqual(STATEFUL_PACKAGES);
  });
});
