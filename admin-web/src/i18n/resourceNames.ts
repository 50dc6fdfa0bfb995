/**
 * What the entries of each admin resource are called in English: the one word list behind the menu,
 * the page titles, the Create New buttons, the empty lists, the placeholders and the notifications
 * (built into react-admin's messages by ./messages.ts). The routes keep the spec's names.
 */
export interface ResourceName {
  /** The article of `one`: 'an item type', 'a user'. */
  article: 'a' | 'an';
  one: string;
  many: string;
}

export const RESOURCE_NAMES = {
  user: { article: 'a', one: 'user', many: 'users' },
  items: { article: 'an', one: 'item', many: 'items' },
  itemTypes: { article: 'an', one: 'item type', many: 'item types' },
  enemies: { article: 'an', one: 'enemy', many: 'enemies' },
  enemyTypes: { article: 'an', one: 'enemy type', many: 'enemy types' },
  rarity: { article: 'a', one: 'rarity', many: 'rarities' },
  regions: { article: 'a', one: 'region', many: 'regions' },
  huntingGrounds: { article: 'a', one: 'hunting ground', many: 'hunting grounds' },
  huntingTables: { article: 'a', one: 'hunting table', many: 'hunting tables' },
  currencies: { article: 'a', one: 'currency', many: 'currencies' },
  stats: { article: 'a', one: 'stat', many: 'stats' },
  procTypes: { article: 'a', one: 'proc type', many: 'proc types' },
  damageTypes: { article: 'a', one: 'damage type', many: 'damage types' },
  procEventTypes: { article: 'a', one: 'proc event type', many: 'proc event types' },
  ranks: { article: 'a', one: 'rank', many: 'ranks' },
  premiumpackages: { article: 'a', one: 'premium package', many: 'premium packages' },
  news: { article: 'a', one: 'news entry', many: 'news' },
  tournaments: { article: 'a', one: 'tournament', many: 'tournaments' },
  // One record per day: the list's rows are days; the screen is 'Analytics'.
  analytics: { article: 'a', one: 'day', many: 'analytics' },
} as const satisfies Record<string, ResourceName>;

export type AdminResourceName = keyof typeof RESOURCE_NAMES;

/** 'item types' -> 'Item types': how a name starts a title or a sentence. */
export const capitalized = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** 'hunting ground' -> 'Hunting Ground': the spec's 'Create New X' button names its kind in title case. */
export const titleCased = (text: string): string => text.split(' ').map(capitalized).join(' ');

/** One entry with its article, for the empty detail: 'Select an item type to see details'. */
export const anEntry = (resource: AdminResourceName): string =>
  `${RESOURCE_NAMES[resource].article} ${RESOURCE_NAMES[resource].one}`;
