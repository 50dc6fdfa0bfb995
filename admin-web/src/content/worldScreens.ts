import { GroundRatesPanel } from '../rates/GroundRatesPanel';
import type { ContentScreen } from './contentScreen';
import {
  currencyEntries,
  flag,
  image,
  multiline,
  number,
  pickItem,
  pickItems,
  pickRows,
  reference,
  text,
  animatedImage,
} from './fieldSpecs';
import { huntingGroundsContent, huntingTablesContent, regionsContent } from './kinds/generated';

const SEQUENCE_COLUMNS = [
  { source: 'name', label: 'Name' },
  { source: 'sequence', label: 'Sequence' },
];

/** A hunting ground's tables: which enemies its bait draws, by range (spec 002 section 3). */
export const HUNTING_TABLE_SCREEN: ContentScreen = {
  resource: 'huntingTables',
  columns: SEQUENCE_COLUMNS,
  fields: [
    text('name', 'Name'),
    number('sequence', 'Sequence'),
    image(),
    pickItem('baitItemId', 'Bait Item'),
    // Spec 002 section 4: a picked enemy becomes a row with rangeMin 0 and rangeMax 0.
    pickRows('enemies', 'Enemies', {
      what: 'enemy',
      idField: 'enemyId',
      fields: [number('rangeMin', 'Range Min', 0), number('rangeMax', 'Range Max', 0)],
    }),
  ],
  defaults: { name: '', sequence: 0, imageId: null, baitItemId: null, enemies: [] },
  sort: { field: 'sequence', order: 'ASC' },
  data: huntingTablesContent,
};

/** Hunting grounds, edited inside their region, with their tables nested (spec 002 section 2.5). */
export const HUNTING_GROUND_SCREEN: ContentScreen = {
  resource: 'huntingGrounds',
  columns: SEQUENCE_COLUMNS,
  fields: [
    text('name', 'Name'),
    multiline('flavorText', 'Flavor Text'),
    image(),
    animatedImage(),
    flag('visible', 'Visible'),
    number('sequence', 'Sequence'),
    number('xpReqired', 'Xp Required'),
    currencyEntries('travelCost', 'Travel Cost'),
    reference('regionId', 'Region', 'regions'),
    pickItem('keyId', 'Key'),
    pickItems('specialBaitItemId', 'Special Bait Items'),
    {
      source: 'currency',
      label: 'Currency',
      input: { kind: 'reference', reference: 'currencies', optionValue: 'shortName' },
    },
  ],
  defaults: {
    name: '',
    flavorText: '',
    visible: true,
    sequence: 0,
    xpReqired: 0,
    travelCost: [],
    specialBaitItemId: [],
  },
  sort: { field: 'sequence', order: 'ASC' },
  data: huntingGroundsContent,
  nested: { screen: HUNTING_TABLE_SCREEN, parentField: 'huntingGroundId' },
  detailPanel: GroundRatesPanel,
};

/** Regions, with their hunting grounds nested (spec 002 section 2.5). */
export const REGION_SCREEN: ContentScreen = {
  resource: 'regions',
  columns: [...SEQUENCE_COLUMNS, { source: 'xpReqired', label: 'Xp Required' }],
  fields: [
    text('name', 'Name'),
    image(),
    animatedImage(),
    number('sequence', 'Sequence'),
    number('xpReqired', 'Xp Required'),
    flag('visible', 'Visible'),
    pickItem('keyId', 'Key'),
  ],
  defaults: { name: '', sequence: 0, xpReqired: 0, visible: true, keyId: null },
  sort: { field: 'sequence', order: 'ASC' },
  data: regionsContent,
  nested: { screen: HUNTING_GROUND_SCREEN, parentField: 'regionId' },
};
