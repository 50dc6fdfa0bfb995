/**
 * The admin area's navigation links in the spec's order (spec 002 section 2.1). `built` marks the
 * screens that exist so far; the others are listed in docs/admin-web.md and get their link when built.
 * statmax (/admin/statmax) is a sub-route with no link of its own.
 */
const NAVIGATION = [
  { path: 'user', built: true },
  { path: 'items', built: true },
  { path: 'itemTypes', built: true },
  { path: 'enemies', built: true },
  { path: 'enemyTypes', built: true },
  { path: 'rarity', built: true },
  { path: 'regions', built: true },
  { path: 'currencies', built: true },
  { path: 'stats', built: true },
  { path: 'procTypes', built: true },
  { path: 'damageTypes', built: true },
  { path: 'procEventTypes', built: true },
  { path: 'ranks', built: true },
  { path: 'missions', built: true },
  { path: 'premiumpackages', built: true },
  { path: 'news', built: true },
  { path: 'analytics', built: true },
  // Beyond the spec: the audit trail of admin changes, after the spec's links.
  { path: 'changes', built: true },
] as const;

export const BUILT_SCREENS = NAVIGATION.filter((link) => link.built).map((link) => link.path);
