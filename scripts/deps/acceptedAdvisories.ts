/**
 * Advisories the project accepts for a while (scripts/deps/accepted-advisories.json): each names the
 * advisory (its id or an alias) and package, why it does not apply or cannot be fixed yet, and the
 * day it expires, after which the check fails on it again.
 */
import fs from 'node:fs';
import type { OsvAdvisory } from './osv';

export type Acceptance = { id: string; package: string; reason: string; expires: string };

/** The file's acceptances, and what is wrong with any of them (no reason, no valid date, expired). */
export function readAcceptances(
  file: string,
  today: Date,
): { acceptances: Acceptance[]; problems: string[] } {
  const { accepted } = JSON.parse(fs.readFileSync(file, 'utf8')) as { accepted: Acceptance[] };
  const problems: string[] = [];
  for (const entry of accepted) {
    const label = `${entry.id ?? '(no id)'} for ${entry.package ?? '(no package)'}`;
    if (!entry.id || !entry.package)
      problems.push(`${label}: an acceptance names an advisory id and a package`);
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

/** The acceptance covering this advisory of this package, if any (by id or alias). */
export function acceptanceFor(
  acceptances: Acceptance[],
  advisory: OsvAdvisory,
  name: string,
): Acceptance | undefined {
  const ids = new Set([advisory.id, ...(advisory.aliases ?? [])]);
  return acceptances.find((entry) => entry.package === name && ids.has(entry.id));
}
