import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(__dirname, '..', '..');

interface SubgraphDefinition {
  name: string;
  url: string;
  schemaPath: string;
}

/**
 * Every package in services/ whose package.json says `"vampireHunt": { "subgraph": true }` is a
 * subgraph; its local URL comes from its port. Adding a service needs no change here.
 */
export function discoverSubgraphs(): SubgraphDefinition[] {
  const servicesDir = path.join(ROOT, 'services');
  return readdirSync(servicesDir)
    .map((dir) => path.join(servicesDir, dir))
    .filter((dir) => existsSync(path.join(dir, 'package.json')))
    .flatMap((dir) => {
      const manifest = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as {
        vampireHunt?: { subgraph?: boolean; port?: number };
      };
      if (!manifest.vampireHunt?.subgraph) return [];
      const name = path.basename(dir);
      return [
        {
          name,
          url: `http://localhost:${manifest.vampireHunt.port}/graphql`,
          schemaPath: path.join(dir, 'schema.graphql'),
        },
      ];
    })
    .sort((a, b) => a.name.localeCompare(b.name));
}
