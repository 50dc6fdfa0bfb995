/**
 * The content kinds of spec 002 section 7.1, each served with the generic pattern (list, one, create,
 * update, delete). `rest` is the documented path segment; the rest names the GraphQL fields.
 */
export interface ContentKindRoute {
  rest: string;
  typeName: string;
  plural: string;
  single: string;
}

const kind = (rest: string, typeName: string, plural: string, single: string): ContentKindRoute => ({
  rest,
  typeName,
  plural,
  single,
});

export const CONTENT_KINDS: ContentKindRoute[] = [
  kind('item', 'Item', 'items', 'item'),
  kind('currency', 'Currency', 'currencies', 'currency'),
  kind('itemtype', 'ItemType', 'itemTypes', 'itemType'),
  kind('enemytype', 'EnemyType', 'enemyTypes', 'enemyType'),
  kind('stat', 'Stat', 'stats', 'stat'),
  kind('rarity', 'Rarity', 'rarities', 'rarity'),
  kind('enemy', 'Enemy', 'enemies', 'enemy'),
  kind('region', 'Region', 'regions', 'region'),
  kind('huntingground', 'HuntingGround', 'huntingGrounds', 'huntingGround'),
  kind('huntingtable', 'HuntingTable', 'huntingTables', 'huntingTable'),
  kind('proctype', 'ProcType', 'procTypes', 'procType'),
  kind('proceventtype', 'ProcEventType', 'procEventTypes', 'procEventType'),
  kind('damagetype', 'DamageType', 'damageTypes', 'damageType'),
  kind('rank', 'Rank', 'ranks', 'rank'),
  kind('news', 'NewsItem', 'newsItems', 'newsItem'),
];
