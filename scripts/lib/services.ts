import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './paths';

export interface ServiceDefinition {
  name: string;
  dir: string;
  port: number;
  /** Database name suffix, when the service has one. */
  database?: string;
}

/** Every runnable backend package: services/* with a port in package.json "vampireHunt". */
export function discoverServices(): ServiceDefinition[] {
  const servicesDir = path.join(ROOT, 'services');
  return fs
    .readdirSync(servicesDir)
    .map((name) => ({ name, dir: path.join(servicesDir, name) }))
    .flatMap(({ name, dir }) => {
      const manifestPath = path.join(dir, 'package.json');
      if (!fs.existsSync(manifestPath)) return [];
      const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as {
        vampireHunt?: { port?: number; database?: string };
      };
      const port = manifest.vampireHunt?.port;
      if (!port) return [];
      return [
        {
          name,
          dir,
          port,
          ...(manifest.vampireHunt?.database ? { database: manifest.vampireHunt.database } : {}),
        },
      ];
    });
}

export const GATEWAY_DIR = path.join(ROOT, 'gateway');
