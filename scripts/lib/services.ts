import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './paths';

export interface ServiceDefinition {
  name: string;
  dir: string;
  port: number;
  /** Database name suffix, when the service has one. */
  database?: string;
  /** Services that must be ready before this one starts (game reads content's snapshot). */
  needs: string[];
  /** Whether it is a subgraph of the gateway (the payment sandbox is not). */
  subgraph: boolean;
}

/** Orders services so each starts after the ones it needs. */
function inStartOrder(services: ServiceDefinition[]): ServiceDefinition[] {
  const ordered: ServiceDefinition[] = [];
  const visit = (service: ServiceDefinition, path: string[]) => {
    if (ordered.includes(service)) return;
    if (path.includes(service.name))
      throw new Error(`services need each other: ${[...path, service.name].join(' -> ')}`);
    for (const need of service.needs) {
      const dependency = services.find((candidate) => candidate.name === need);
      if (!dependency) throw new Error(`${service.name} needs an unknown service ${need}`);
      visit(dependency, [...path, service.name]);
    }
    ordered.push(service);
  };
  for (const service of services) visit(service, []);
  return ordered;
}

/** Every runnable backend package: services/* with a port in package.json "vampireHunt". */
export function discoverServices(): ServiceDefinition[] {
  const servicesDir = path.join(ROOT, 'services');
  const services = fs
    .readdirSync(servicesDir)
    .map((name) => ({ name, dir: path.join(servicesDir, name) }))
    .flatMap(({ name, dir }) => {
      const manifestPath = path.join(dir, 'package.json');
      if (!fs.existsSync(manifestPath)) return [];
      const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as {
        vampireHunt?: { port?: number; database?: string; needs?: string[]; subgraph?: boolean };
      };
      const port = manifest.vampireHunt?.port;
      if (!port) return [];
      return [
        {
          name,
          dir,
          port,
          needs: manifest.vampireHunt?.needs ?? [],
          subgraph: manifest.vampireHunt?.subgraph ?? true,
          ...(manifest.vampireHunt?.database ? { database: manifest.vampireHunt.database } : {}),
        },
      ];
    });
  return inStartOrder(services);
}

export const GATEWAY_DIR = path.join(ROOT, 'gateway');
