import { ACTION_RESULT_SCHEMA, form, path, pathId, type RestRoute, answerField } from '../routeTypes';
import { CONTENT_KINDS } from './contentKinds';
import { genericRoutes } from './genericRoutes';
import { itemsOf, objectOf, propertiesOf } from '../answerSchema';

type Data = Record<string, unknown>;
type Ref = { name?: string; imageId?: number | null } | null;

/** A price or reward as the client shows it: display name, short name, value, image. */
const currencyEntry = (entry: { shortName: string; value: number; nameRef: Ref }) => ({
  name: entry.nameRef?.name ?? entry.shortName,
  shortName: entry.shortName,
  value: entry.value,
  imageId: entry.nameRef?.imageId ?? null,
});

export interface ClientItemData {
  id: number;
  name: string;
  imageId: number | null;
  animatedId: number | null;
  flavorText: string;
  reqXP: number;
  unique: boolean;
  needSub: number;
  typeRef: { name: string; shortName: string } | null;
  rarityRef: { shortName: string; colorHex: string } | null;
  stats: {
    shortName: string;
    valueFrom: number;
    valueTo: number;
    procPercent: number;
    shortNameRef: { name: string; imageId: number | null; flavorText: string; unitSymbol: string } | null;
  }[];
  price: { shortName: string; value: number; nameRef: Ref }[];
  craftingMats: { amount: number; itemIdRef: { id: number; name: string; imageId: number | null } | null }[];
  creatureTypeRef: { name: string; imageId: number | null } | null;
}

type Schema = Record<string, unknown>;
const TEXT = { type: 'string' };
const nullable = (schema: Schema | undefined) => ({ ...schema, nullable: true });
const listOf = (items: Schema) => ({ type: 'array', items });

/** currencyEntry's answer, from the generated schema of a CurrencyEntryView. */
export function currencyEntrySchema(entry: Schema): Schema {
  const { shortName, value, nameRef } = propertiesOf(entry);
  return objectOf({
    name: TEXT,
    shortName: shortName!,
    value: value!,
    imageId: nullable(propertiesOf(nameRef!).imageId),
  });
}

/** clientItem's answer, from the generated schema of ClientItemFields: the same renames. */
export function clientItemSchema(item: Schema): Schema {
  const p = propertiesOf(item);
  const stat = propertiesOf(itemsOf(p.stats!));
  const mat = propertiesOf(itemsOf(p.craftingMats!));
  return objectOf({
    id: p.id!,
    name: p.name!,
    imageId: p.imageId!,
    animatedImageId: p.animatedId!,
    flavorText: p.flavorText!,
    itemType: p.typeRef!,
    rarity: p.rarityRef!,
    stats: listOf(
      objectOf({
        shortName: stat.shortName!,
        name: TEXT,
        valueFrom: stat.valueFrom!,
        valueTo: stat.valueTo!,
        procPercent: stat.procPercent!,
        statImageId: nullable(propertiesOf(stat.shortNameRef!).imageId),
        statFlavorText: TEXT,
        statUnitSymbol: TEXT,
      }),
    ),
    unique: p.unique!,
    price: listOf(currencyEntrySchema(itemsOf(p.price!))),
    craftingMats: listOf(objectOf({ item: mat.itemIdRef!, amount: mat.amount! })),
    reqXP: p.reqXP!,
    needSub: p.needSub!,
    retainerCreatureType: p.creatureTypeRef!,
  });
}

/** The item of spec 000 section 3 (client item view). */
export function clientItem(item: ClientItemData) {
  return {
    id: item.id,
    name: item.name,
    imageId: item.imageId,
    animatedImageId: item.animatedId,
    flavorText: item.flavorText,
    itemType: item.typeRef,
    rarity: item.rarityRef,
    stats: item.stats.map((stat) => ({
      shortName: stat.shortName,
      name: stat.shortNameRef?.name ?? stat.shortName,
      valueFrom: stat.valueFrom,
      valueTo: stat.valueTo,
      procPercent: stat.procPercent,
      statImageId: stat.shortNameRef?.imageId ?? null,
      statFlavorText: stat.shortNameRef?.flavorText ?? '',
      statUnitSymbol: stat.shortNameRef?.unitSymbol ?? '',
    })),
    unique: item.unique,
    price: item.price.map(currencyEntry),
    craftingMats: item.craftingMats.map((mat) => ({ item: mat.itemIdRef, amount: mat.amount })),
    reqXP: item.reqXP,
    needSub: item.needSub,
    retainerCreatureType: item.creatureTypeRef,
  };
}

interface ClientGroundData extends Data {
  travelCost: { shortName: string; value: number; nameRef: Ref }[];
  keyIdRef: unknown;
  specialBaitItemIdRefs: unknown[];
  currencyRef: unknown;
}

function clientGround(ground: ClientGroundData) {
  const { travelCost, keyIdRef, specialBaitItemIdRefs, currencyRef, ...rest } = ground;
  return {
    ...rest,
    travelCost: travelCost.map(currencyEntry),
    key: keyIdRef,
    specialBaitItem: specialBaitItemIdRefs,
    currency: currencyRef,
  };
}

export const contentRoutes: RestRoute[] = [
  ...CONTENT_KINDS.flatMap((kind) => genericRoutes(kind, `content: ${kind.rest}`)),
  {
    method: 'GET',
    path: '/api/huntingground/region/{regionId}',
    summary: 'Hunting grounds of a region, by sequence.',
    tag: 'content: huntingground',
    auth: 'token',
    operation: 'AdminGroundsOfRegion',
    variables: { regionId: pathId('regionId') },
    ...answerField('huntingGroundsOfRegion'),
  },
  {
    method: 'GET',
    path: '/api/huntingtable/huntingground/{id}',
    summary: 'Hunting tables of a hunting ground, by sequence.',
    tag: 'content: huntingtable',
    auth: 'token',
    operation: 'AdminTablesOfGround',
    variables: { huntingGroundId: pathId('id') },
    ...answerField('huntingTablesOfGround'),
  },
  {
    method: 'GET',
    path: '/api/ClientItem/{itemId}',
    summary: 'An item as the player client shows it (type, rarity colour, stats, price, materials).',
    tag: 'player content',
    auth: 'token',
    operation: 'ClientItem',
    variables: { id: pathId('itemId') },
    answer: (data) => clientItem(data.item as ClientItemData),
    answerSchemaFrom: (selected) => clientItemSchema(selected('item')),
  },
  {
    method: 'GET',
    path: '/api/ClientTravel/getregions',
    summary: 'Regions by sequence (visible ones).',
    tag: 'player content',
    auth: 'token',
    operation: 'ClientRegions',
    ...answerField('regions'),
  },
  {
    method: 'GET',
    path: '/api/ClientTravel/GetHuntingGroundsOfRegion/{regionId}',
    summary: 'Hunting grounds of a region by sequence, with key, special baits and currency.',
    tag: 'player content',
    auth: 'token',
    operation: 'ClientHuntingGrounds',
    variables: { regionId: pathId('regionId') },
    answer: (data) => (data.huntingGroundsOfRegion as ClientGroundData[]).map(clientGround),
    answerSchemaFrom: (selected) => {
      const { travelCost, keyIdRef, specialBaitItemIdRefs, currencyRef, ...rest } = propertiesOf(
        itemsOf(selected('huntingGroundsOfRegion')),
      );
      return listOf(
        objectOf({
          ...rest,
          travelCost: listOf(currencyEntrySchema(itemsOf(travelCost!))),
          key: keyIdRef!,
          specialBaitItem: specialBaitItemIdRefs!,
          currency: currencyRef!,
        }),
      );
    },
  },
  {
    method: 'GET',
    path: '/api/news/latestnews/{offset}/{count}',
    summary: 'News, newest first.',
    tag: 'player content',
    auth: 'token',
    operation: 'LatestNews',
    // At most 50 news a page (content's MAX_NEWS_PAGE).
    variables: { offset: pathId('offset'), count: { ...pathId('count'), maximum: 50 } },
    // The client's News carries `name` beside `header` (spec 000's data model): the same text.
    answer: (data) =>
      (data.latestNews as { header: string }[]).map((news) => ({ ...news, name: news.header })),
    answerSchema: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          id: { type: 'integer' },
          header: { type: 'string' },
          name: { type: 'string' },
          message: { type: 'string' },
          imageId: { type: 'integer', nullable: true },
          animatedImageId: { type: 'integer', nullable: true },
          timestamp: { type: 'integer' },
        },
        required: ['id', 'header', 'name', 'message', 'imageId', 'animatedImageId', 'timestamp'],
      },
    },
  },
  {
    method: 'GET',
    path: '/api/setting/getbykey/{key}',
    summary: 'Admin: a setting by key (null when unset).',
    tag: 'settings',
    auth: 'token',
    operation: 'SettingByKey',
    variables: { key: { ...path('key'), maxLength: 100 } },
    ...answerField('settingByKey'),
  },
  {
    method: 'POST',
    path: '/api/setting',
    summary: 'Admin: save a setting (ForceMissionHuntingGround = "regionId__huntingGroundId").',
    tag: 'settings',
    auth: 'token',
    operation: 'SaveSetting',
    variables: {
      // What content's saveSetting takes (services/content/src/useCases/settings.ts).
      key: form('key', {
        pattern: '^[A-Za-z][A-Za-z0-9_.-]{0,99}$',
        patternMessage: 'key must start with a letter and hold letters, digits, _ . or -',
        maxLength: 100,
      }),
      value: form('value', { minLength: 0 }),
    },
    ...answerField('saveSetting'),
  },
  {
    method: 'DELETE',
    path: '/api/setting/{id}',
    summary: 'Admin: delete a setting.',
    tag: 'settings',
    auth: 'token',
    operation: 'DeleteSetting',
    variables: { id: pathId('id') },
    ...answerField('deleteSetting'),
    answerSchema: ACTION_RESULT_SCHEMA,
  },
];
