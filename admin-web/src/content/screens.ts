import type { ContentScreen, FieldSpec } from './contentScreen';
import {
  NAMES,
  NAME_COLUMNS,
  color,
  flag,
  image,
  multiline,
  number,
  text,
  animatedImage,
} from './fieldSpecs';
import {
  currenciesContent,
  damageTypesContent,
  enemyTypesContent,
  itemTypesContent,
  newsItemsContent,
  procEventTypesContent,
  procTypesContent,
  ranksContent,
  raritiesContent,
  statsContent,
} from './kinds/generated';

const isProc = (values: Record<string, unknown>) => Number(values.statType) === 1;
const procReference = (source: string, label: string, reference: string): FieldSpec => ({
  source,
  label,
  input: { kind: 'reference', reference },
  showWhen: isProc,
});

/** The simple kinds built so far (spec 002 sections 2.5 to 2.7, fields of section 3). */
export const CONTENT_SCREENS: readonly ContentScreen[] = [
  {
    resource: 'itemTypes',
    columns: NAME_COLUMNS,
    fields: [
      ...NAMES,
      image(),
      number('itemTypeSlots', 'Item Type Slots'),
      flag('isEquipment', 'Is Equipment'),
      flag('alwaysEquipped', 'Always Equipped'),
      multiline('flavorText', 'Flavor Text'),
      number('orderIndex', 'Order Index'),
    ],
    defaults: {
      name: '',
      shortName: '',
      flavorText: '',
      itemTypeSlots: 0,
      isEquipment: false,
      alwaysEquipped: false,
      orderIndex: 100,
    },
    data: itemTypesContent,
  },
  {
    resource: 'enemyTypes',
    columns: NAME_COLUMNS,
    fields: [...NAMES, image()],
    defaults: { name: '', shortName: '' },
    data: enemyTypesContent,
  },
  {
    resource: 'rarity',
    columns: [...NAME_COLUMNS, { source: 'colorHex', label: 'Colour', color: true }],
    fields: [
      ...NAMES,
      color('colorHex', 'Color Hex'),
      multiline('flavorText', 'Flavor Text'),
      number('sequence', 'Sequence'),
    ],
    defaults: { name: '', shortName: '', colorHex: '', flavorText: '', sequence: 0 },
    sort: { field: 'sequence', order: 'ASC' },
    data: raritiesContent,
  },
  {
    resource: 'currencies',
    columns: NAME_COLUMNS,
    fields: [
      ...NAMES,
      image(),
      multiline('flavorText', 'Flavor Text'),
      number('orderIndex', 'Order Index'),
      flag('subscriptionOnly', 'Subscription Only'),
    ],
    defaults: { name: '', shortName: '', flavorText: '', orderIndex: 100, subscriptionOnly: false },
    sort: { field: 'orderIndex', order: 'ASC' },
    data: currenciesContent,
  },
  {
    resource: 'stats',
    columns: NAME_COLUMNS,
    fields: [
      ...NAMES,
      image(),
      multiline('flavorText', 'Flavor Text'),
      text('unitSymbol', 'Unit Symbol'),
      {
        source: 'statType',
        label: 'Stat Type',
        input: {
          kind: 'select',
          choices: [
            { id: 0, name: 'Stat' },
            { id: 1, name: 'Proc' },
          ],
        },
      },
      procReference('procType', 'Proc Type', 'procTypes'),
      procReference('procEventType', 'Proc Event Type', 'procEventTypes'),
      procReference('affectedCreatureType', 'Affected Creature Type', 'enemyTypes'),
      procReference('damageType', 'Damage Type', 'damageTypes'),
      number('orderIndex', 'Order Index'),
    ],
    defaults: { name: '', shortName: '', flavorText: '', unitSymbol: '', statType: 0, orderIndex: 100 },
    sort: { field: 'orderIndex', order: 'ASC' },
    data: statsContent,
  },
  {
    resource: 'procTypes',
    columns: NAME_COLUMNS,
    fields: [...NAMES, image()],
    defaults: { name: '', shortName: '' },
    data: procTypesContent,
  },
  {
    resource: 'damageTypes',
    columns: [...NAME_COLUMNS, { source: 'colorHex', label: 'Colour', color: true }],
    fields: [...NAMES, image(), color('colorHex', 'colorHex')],
    defaults: { name: '', shortName: '', colorHex: '' },
    data: damageTypesContent,
  },
  {
    resource: 'procEventTypes',
    columns: NAME_COLUMNS,
    fields: [...NAMES, image()],
    defaults: { name: '', shortName: '' },
    data: procEventTypesContent,
  },
  {
    resource: 'ranks',
    columns: [
      { source: 'name', label: 'Name' },
      { source: 'xp', label: 'Xp' },
    ],
    fields: [
      text('name', 'Name'),
      number('xp', 'Xp'),
      {
        source: 'rewardItemId',
        label: 'Reward Item',
        input: { kind: 'pick', what: 'item' },
      },
      multiline('flavorText', 'Flavor Text'),
    ],
    defaults: { name: '', xp: 0, flavorText: '', rewardItemId: null },
    sort: { field: 'xp', order: 'ASC' },
    data: ranksContent,
  },
  {
    resource: 'news',
    columns: [
      { source: 'header', label: 'Header' },
      { source: 'timestamp', label: 'Date', date: true },
    ],
    fields: [text('header', 'Header'), multiline('message', 'Message'), image(), animatedImage()],
    defaults: { header: '', message: '' },
    sort: { field: 'timestamp', order: 'DESC' },
    data: newsItemsContent,
  },
];
