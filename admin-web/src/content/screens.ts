import type { ContentScreen, FieldSpec } from './contentScreen';
import { currenciesResource } from './kinds/currencies';
import { damageTypesResource } from './kinds/damageTypes';
import { enemyTypesResource } from './kinds/enemyTypes';
import { itemTypesResource } from './kinds/itemTypes';
import { newsItemsResource } from './kinds/news';
import { procEventTypesResource } from './kinds/procEventTypes';
import { procTypesResource } from './kinds/procTypes';
import { ranksResource } from './kinds/ranks';
import { raritiesResource } from './kinds/rarities';
import { statsResource } from './kinds/stats';

const text = (source: string, label: string): FieldSpec => ({ source, label, input: { kind: 'text' } });
const multiline = (source: string, label: string): FieldSpec => ({
  source,
  label,
  input: { kind: 'multiline' },
});
const number = (source: string, label: string): FieldSpec => ({ source, label, input: { kind: 'number' } });
const flag = (source: string, label: string): FieldSpec => ({ source, label, input: { kind: 'boolean' } });
const color = (source: string, label: string): FieldSpec => ({ source, label, input: { kind: 'color' } });

const NAMES = [text('name', 'Name'), text('shortName', 'Short Name')];
const NAME_COLUMNS = [
  { source: 'name', label: 'Name' },
  { source: 'shortName', label: 'Short Name' },
];
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
    menuLabel: 'itemTypes',
    kind: 'ItemType',
    placeholder: 'itemType',
    columns: NAME_COLUMNS,
    fields: [
      ...NAMES,
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
    data: itemTypesResource,
  },
  {
    resource: 'enemyTypes',
    menuLabel: 'enemyTypes',
    kind: 'EnemyType',
    placeholder: 'enemyType',
    columns: NAME_COLUMNS,
    fields: NAMES,
    defaults: { name: '', shortName: '' },
    data: enemyTypesResource,
  },
  {
    resource: 'rarity',
    menuLabel: 'rarity',
    kind: 'Rarity',
    placeholder: 'rarity',
    columns: [...NAME_COLUMNS, { source: 'colorHex', label: 'Colour', color: true }],
    fields: [
      ...NAMES,
      color('colorHex', 'Color Hex'),
      multiline('flavorText', 'Flavor Text'),
      number('sequence', 'Sequence'),
    ],
    defaults: { name: '', shortName: '', colorHex: '', flavorText: '', sequence: 0 },
    sort: { field: 'sequence', order: 'ASC' },
    data: raritiesResource,
  },
  {
    resource: 'currencies',
    menuLabel: 'currencies',
    kind: 'Currency',
    placeholder: 'currency',
    columns: NAME_COLUMNS,
    fields: [
      ...NAMES,
      multiline('flavorText', 'Flavor Text'),
      number('orderIndex', 'Order Index'),
      flag('subscriptionOnly', 'Subscription Only'),
    ],
    defaults: { name: '', shortName: '', flavorText: '', orderIndex: 100, subscriptionOnly: false },
    sort: { field: 'orderIndex', order: 'ASC' },
    data: currenciesResource,
  },
  {
    resource: 'stats',
    menuLabel: 'stats',
    kind: 'Stat',
    placeholder: 'stat',
    columns: NAME_COLUMNS,
    fields: [
      ...NAMES,
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
    data: statsResource,
  },
  {
    resource: 'procTypes',
    menuLabel: 'procTypes',
    kind: 'ProcType',
    placeholder: 'procType',
    columns: NAME_COLUMNS,
    fields: NAMES,
    defaults: { name: '', shortName: '' },
    data: procTypesResource,
  },
  {
    resource: 'damageTypes',
    menuLabel: 'damageTypes',
    kind: 'DamageType',
    placeholder: 'damagetype',
    columns: [...NAME_COLUMNS, { source: 'colorHex', label: 'Colour', color: true }],
    fields: [...NAMES, color('colorHex', 'colorHex')],
    defaults: { name: '', shortName: '', colorHex: '' },
    data: damageTypesResource,
  },
  {
    resource: 'procEventTypes',
    menuLabel: 'procEventTypes',
    kind: 'ProcEventType',
    placeholder: 'procEventType',
    columns: NAME_COLUMNS,
    fields: NAMES,
    defaults: { name: '', shortName: '' },
    data: procEventTypesResource,
  },
  {
    resource: 'ranks',
    menuLabel: 'ranks',
    kind: 'Rank',
    placeholder: 'ranks',
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
        input: { kind: 'reference', reference: 'items', autocomplete: true },
      },
      multiline('flavorText', 'Flavor Text'),
    ],
    defaults: { name: '', xp: 0, flavorText: '', rewardItemId: null },
    sort: { field: 'xp', order: 'ASC' },
    data: ranksResource,
  },
  {
    resource: 'news',
    menuLabel: 'news',
    kind: 'News',
    placeholder: 'news',
    columns: [
      { source: 'header', label: 'Header' },
      { source: 'timestamp', label: 'Date', date: true },
    ],
    fields: [text('header', 'Header'), multiline('message', 'Message')],
    defaults: { header: '', message: '' },
    sort: { field: 'timestamp', order: 'DESC' },
    data: newsItemsResource,
  },
];
