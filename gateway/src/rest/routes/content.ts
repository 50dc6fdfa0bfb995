import type {
  ClientHuntingGroundFieldsFragment,
  ClientHuntingGroundsQuery,
  ClientItemQuery,
  LatestNewsQuery,
} from '../../__generated__/operations';
import { shapeOf, type ShapeOf } from '../shapeTypes';
import { CLIENT_ITEM, CURRENCY_ENTRY } from '../legacyShapes';
import { SETTING_KEY_RULE } from '@vh/contracts/client';
import { form, path, pathId, routesOf, ruled, type RestRoute } from '../routeTypes';
import { CONTENT_KINDS } from './contentKinds';
import { genericRoutes } from './genericRoutes';

/** A hunting ground as the travel screen reads it: its key, special baits and currency at the end. */
const CLIENT_GROUND: ShapeOf<ClientHuntingGroundFieldsFragment> = {
  rest: true,
  fields: {
    travelCost: { from: 'travelCost', each: CURRENCY_ENTRY },
    key: 'keyIdRef',
    specialBaitItem: 'specialBaitItemIdRefs',
    currency: 'currencyRef',
  },
};

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
    answer: 'huntingGroundsOfRegion',
  },
  {
    method: 'GET',
    path: '/api/huntingtable/huntingground/{id}',
    summary: 'Hunting tables of a hunting ground, by sequence.',
    tag: 'content: huntingtable',
    auth: 'token',
    operation: 'AdminTablesOfGround',
    variables: { huntingGroundId: pathId('id') },
    answer: 'huntingTablesOfGround',
  },
  ...routesOf({ tag: 'player content', auth: 'token' }, [
    {
      method: 'GET',
      path: '/api/ClientItem/{itemId}',
      summary: 'An item as the player client shows it (type, rarity colour, stats, price, materials).',
      operation: 'ClientItem',
      variables: { id: pathId('itemId') },
      answer: shapeOf<ClientItemQuery>({ from: 'item', as: CLIENT_ITEM }),
    },
    {
      method: 'GET',
      path: '/api/ClientTravel/getregions',
      summary: 'Regions by sequence (visible ones).',
      operation: 'ClientRegions',
      answer: 'regions',
    },
    {
      method: 'GET',
      path: '/api/ClientTravel/GetHuntingGroundsOfRegion/{regionId}',
      summary: 'Hunting grounds of a region by sequence, with key, special baits and currency.',
      operation: 'ClientHuntingGrounds',
      variables: { regionId: pathId('regionId') },
      answer: shapeOf<ClientHuntingGroundsQuery>({ from: 'huntingGroundsOfRegion', each: CLIENT_GROUND }),
    },
    {
      method: 'GET',
      path: '/api/news/latestnews/{offset}/{count}',
      summary: 'News, newest first.',
      operation: 'LatestNews',
      // At most 50 news a page (content's MAX_NEWS_PAGE).
      variables: { offset: pathId('offset'), count: { ...pathId('count'), maximum: 50 } },
      // The client's News carries `name` beside `header` (spec 000's data model): the same text.
      answer: shapeOf<LatestNewsQuery>({
        from: 'latestNews',
        each: { rest: true, fields: { name: { alias: 'header' } } },
      }),
    },
  ]),
  ...routesOf({ tag: 'settings', auth: 'token' }, [
    {
      method: 'GET',
      path: '/api/setting/getbykey/{key}',
      summary: 'Admin: a setting by key (null when unset).',
      operation: 'SettingByKey',
      variables: { key: { ...path('key'), maxLength: 100 } },
      answer: 'settingByKey',
    },
    {
      method: 'POST',
      path: '/api/setting',
      summary: 'Admin: save a setting (ForceMissionHuntingGround = "regionId__huntingGroundId").',
      operation: 'SaveSetting',
      variables: {
        key: form('key', ruled(SETTING_KEY_RULE)),
        value: form('value', { minLength: 0 }),
      },
      answer: 'saveSetting',
    },
    {
      method: 'DELETE',
      path: '/api/setting/{id}',
      summary: 'Admin: delete a setting.',
      operation: 'DeleteSetting',
      variables: { id: pathId('id') },
      answer: 'deleteSetting',
    },
  ]),
];
