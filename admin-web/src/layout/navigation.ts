/**
 * The admin area's screens in the spec's navigation order (spec 002 section 2.1): each route as the
 * spec names it and the label its menu link and page title show. statmax (/admin/statmax) is a
 * sub-route with no link of its own; its page is titled 'StatMax Admin' (spec 002 section 2.9).
 */
export const NAVIGATION = [
  { path: 'user', label: 'Users' },
  { path: 'items', label: 'Items' },
  { path: 'itemTypes', label: 'Item types' },
  { path: 'enemies', label: 'Enemies' },
  { path: 'enemyTypes', label: 'Enemy types' },
  { path: 'rarity', label: 'Rarities' },
  { path: 'regions', label: 'Regions' },
  { path: 'currencies', label: 'Currencies' },
  { path: 'stats', label: 'Stats' },
  { path: 'procTypes', label: 'Proc types' },
  { path: 'damageTypes', label: 'Damage types' },
  { path: 'procEventTypes', label: 'Proc event types' },
  { path: 'ranks', label: 'Ranks' },
  { path: 'missions', label: 'Missions' },
  { path: 'premiumpackages', label: 'Premium packages' },
  { path: 'news', label: 'News' },
  { path: 'analytics', label: 'Analytics' },
  // Beyond the spec: content releases (docs/content-releases.md), seasons (issue 35) and the audit
  // trail of admin changes, after the spec's links.
  { path: 'releases', label: 'Releases' },
  { path: 'seasons', label: 'Seasons' },
  { path: 'changes', label: 'Recent changes' },
] as const;

const LABELS: ReadonlyMap<string, string> = new Map(NAVIGATION.map((link) => [link.path, link.label]));

/** A screen's page title: its navigation label (tests/e2e/admin.test.ts checks every screen's). */
export const screenTitle = (path: string): string => LABELS.get(path) ?? path;
