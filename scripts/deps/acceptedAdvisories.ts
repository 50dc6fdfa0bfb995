/**
 * Advisories the project accepts for a while (scripts/deps/accepted-advisories.json): each entry names
 * the package and the advisories (`id`, or `ids` for several with one reason; an id or an alias), why
 * they do not apply or cannot be fixed yet, and the day it expires, after which the check fails again.
 */
import fs from 'node:fs';
import type { OsvAdvisory } from './osv';

export type Acceptance = { id?: string; ids?: string[]; package: string; reason: string; expires: string };

/** The advisory ids an entry accepts. */
export const acceptedIds = (entry: Acceptance): string[] => [
  ...(entry.id ? [entry.id] : []),
  ...(entry.ids ?? []),
];

/** The file's acceptances, and what is wrong with any of them (no reason, no valid date, expired). */
export function readAcceptances(
  file: string,
  today: Date,
): { acceptances: Acceptance[]; problems: string[] } {
  const { accepted } = JSON.parse(fs.readFileSync(file, 'utf8')) as { accepted: Acceptance[] };
  const problems: string[] = [];
  for (const entry of accepted) {
    const ids = acceptedIds(entry);
    const label = `${ids.join(', ') || '(no id)'} for ${entry.package ?? '(no package)'}`;
    if (!ids.length || ids.some((id) => typeof id !== 'string' || !id) || !entry.package)
      problems.push(`${label}: an acceptance names advisory ids and a package`);
    if (!entry.reason || entry.reason.trim().length < 20)
      problems.push(`${label}: the reason is missing or too short to tell why`);
    const expires = /^\d{4}-\d{2}-\d{2}$/.test(entry.expires ?? '')
      ? new Date(`${entry.expires}T23:59:59Z`)
      : null;
    if (!expires || Number.isNaN(expires.getTime()))
      problems.push(`${label}: expires is not a YYYY-MM-DD day`);
    else if (expires < today) problems.push(`${label}: the acceptance expired on ${entry.expires}`);
  }
  return { acceptances: accepted, problems };
}

/** The acceptance covering this advisory of this package, if any (by id or alias), and the id it names. */
export function acceptanceFor(
  acceptances: Acceptance[],
  advisory: OsvAdvisory,
  name: string,
): { entry: Acceptance; id: string } | undefined {
  const ids = new Set([advisory.id, ...(advisory.aliases ?? [])]);
  for (const entry of acceptances) {
    if (entry.package !== name) continue;
    const id = acceptedIds(entry).find((accepted) => ids.has(accepted));
    if (id) return { entry, id };
  }
  return undefined;
}
