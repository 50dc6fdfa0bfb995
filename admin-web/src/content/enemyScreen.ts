import { EnemyRatesPanel } from '../rates/EnemyRatesPanel';
import type { ContentScreen } from './contentScreen';
import {
  currencyEntries,
  entries,
  flag,
  image,
  multiline,
  number,
  pickItem,
  reference,
  statEntries,
  text,
  video,
} from './fieldSpecs';
import { enemiesContent } from './kinds/generated';

/** The enemy editor (spec 002 sections 2.5 and 3): loot table, equipment, rewards, a video. */
export const ENEMY_SCREEN: ContentScreen = {
  resource: 'enemies',
  menuLabel: 'enemies',
  kind: 'Enemy',
  placeholder: 'enemy',
  columns: [
    { source: 'name', label: 'Name' },
    { source: 'enemyType', label: 'Enemy Type', reference: 'enemyTypes' },
    { source: 'enemyRarity', label: 'Rarity', reference: 'rarity' },
    { source: 'xp', label: 'XP' },
  ],
  filters: [{ source: 'enemyType', label: 'Enemy Type', reference: 'enemyTypes' }],
  fields: [
    text('name', 'Name'),
    reference('enemyType', 'Enemy Type', 'enemyTypes'),
    reference('enemyRarity', 'Enemy Rarity', 'rarity'),
    image(),
    video(),
    multiline('flavorText', 'Flavor Text'),
    flag('visible', 'Visible'),
    number('xp', 'XP'),
    currencyEntries('currencies', 'Reward Currencies'),
    entries('equipment', 'Equipment', [
      reference('itemType', 'Item Type', 'itemTypes'),
      pickItem('itemId', 'Item'),
    ]),
    entries('loot', 'Loot Table', [
      pickItem('itemId', 'Item'),
      number('dropChance', 'Drop Chance %'),
      number('amountMin', 'Amount Min'),
      number('amountMax', 'Amount Max'),
    ]),
    statEntries(),
    currencyEntries('refund', 'Refund'),
    number('orderIndex', 'Order Index'),
  ],
  defaults: {
    name: '',
    flavorText: '',
    visible: true,
    xp: 0,
    currencies: [],
    equipment: [],
    loot: [],
    stats: [],
    refund: [],
    orderIndex: 100,
  },
  data: enemiesContent,
  detailPanel: EnemyRatesPanel,
};
