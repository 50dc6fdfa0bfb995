import { EnemyRatesPanel } from '../rates/EnemyRatesPanel';
import type { ContentScreen } from './contentScreen';
import {
  currencyEntries,
  flag,
  image,
  multiline,
  number,
  pickRows,
  reference,
  statEntries,
  text,
  animatedImage,
} from './fieldSpecs';
import { enemiesContent } from './kinds/generated';

/** The enemy editor (spec 002 sections 2.5 and 3): loot table, equipment, rewards, an animated image. */
export const ENEMY_SCREEN: ContentScreen = {
  resource: 'enemies',
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
    animatedImage(),
    multiline('flavorText', 'Flavor Text'),
    flag('visible', 'Visible'),
    number('xp', 'XP'),
    currencyEntries('currencies', 'Reward Currencies'),
    // Spec 002 section 4: a picked item becomes an equipment row, worn in its own item type's slot
    // until another type is chosen.
    pickRows('equipment', 'Equipment', {
      what: 'item',
      idField: 'itemId',
      typeField: 'itemType',
      fields: [reference('itemType', 'Item Type', 'itemTypes')],
    }),
    // A picked item becomes a loot row with the content service's defaults: 0 % chance, 1 to 1.
    pickRows('loot', 'Loot Table', {
      what: 'item',
      idField: 'itemId',
      fields: [
        number('dropChance', 'Drop Chance %', 0),
        number('amountMin', 'Amount Min', 1),
        number('amountMax', 'Amount Max', 1),
      ],
    }),
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
