import { SUBSCRIPTION_LEVEL_NAMES } from '@vh/contracts/client';
import type { ContentScreen, FieldSpec } from './contentScreen';
import {
  currencyEntries,
  flag,
  image,
  multiline,
  number,
  pickEnemy,
  pickItems,
  pickRows,
  reference,
  select,
  statEntries,
  text,
  animatedImage,
  when,
} from './fieldSpecs';
import { itemsContent } from './kinds/generated';

/** The item type sections of spec 002 section 2.4 show by the chosen type's short name. */
const forItemTypes = (field: FieldSpec, ...shortNames: string[]): FieldSpec =>
  when(field, {
    source: 'type',
    reference: 'itemTypes',
    holds: (type) => shortNames.includes(String(type.shortName)),
  });

/** The item editor (spec 002 sections 2.4 and 3). */
export const ITEM_SCREEN: ContentScreen = {
  resource: 'items',
  columns: [
    { source: 'name', label: 'Name' },
    { source: 'type', label: 'Type', reference: 'itemTypes' },
    { source: 'rarity', label: 'Rarity', reference: 'rarity' },
    { source: 'reqXP', label: 'Req XP' },
  ],
  filters: [{ source: 'type', label: 'Item Type', reference: 'itemTypes' }],
  fields: [
    text('name', 'Name'),
    multiline('flavorText', 'Flavor Text'),
    image(),
    animatedImage('animatedId', 'Animated'),
    reference('type', 'Type', 'itemTypes'),
    reference('rarity', 'Rarity', 'rarity'),
    flag('visible', 'Visible'),
    number('reqXP', 'Req XP'),
    flag('buyable', 'Buyable'),
    flag('premiumShop', 'Premium Shop'),
    flag('bloodforge', 'Bloodforge'),
    flag('unique', 'Unique'),
    flag('transferable', 'Transferable'),
    select('needSub', 'Need Sub', SUBSCRIPTION_LEVEL_NAMES),
    currencyEntries('price', 'Price'),
    currencyEntries('refund', 'Refund'),
    statEntries(),
    // A material's amount starts at 1, the content service's default too.
    pickRows('craftingMats', 'Crafting Materials', {
      what: 'item',
      idField: 'itemId',
      fields: [number('amount', 'Amount', 1)],
    }),
    forItemTypes(reference('creatureType', 'Creature Type', 'enemyTypes'), 'retainer'),
    forItemTypes(pickItems('trophieItemIds', 'Trophies'), 'collection', 'achievement'),
    forItemTypes(reference('canAttractEnemyType', 'Attracted Enemy Type', 'enemyTypes'), 'hex'),
    forItemTypes(pickEnemy('canAttractEnemyId', 'Attracted Enemy'), 'hex'),
  ],
  // Spec 002 section 4: empty name, flavor text and image; no stats and no price.
  defaults: {
    name: '',
    flavorText: '',
    imageId: null,
    visible: true,
    transferable: true,
    reqXP: 0,
    needSub: 0,
    price: [],
    refund: [],
    stats: [],
    craftingMats: [],
    trophieItemIds: [],
  },
  sort: { field: 'name', order: 'ASC' },
  data: itemsContent,
};
