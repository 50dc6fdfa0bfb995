import { RESOURCE_NAMES, capitalized, type AdminResourceName } from '../i18n/resourceNames';

/** A resource's link: labelled with its entries' name (i18n/resourceNames.ts), as react-admin names it. */
const resourceLink = (path: AdminResourceName) => ({ path, label: capitalized(RESOURCE_NAMES[path].many) });

/**
 * The admin area's screens in the spec's navigation order (spec 002 section 2.1): each route as the
 * spec names it and the label its menu link and page title show. statmax (/admin/statmax) is a
 * sub-route with no link of its own; its page is titled 'StatMax Admin' (spec 002 section 2.9).
 */
export const NAVIGATION = [
  resourceLink('user'),
  resourceLink('items'),
  resourceLink('itemTypes'),
  resourceLink('enemies'),
  resourceLink('enemyTypes'),
  resourceLink('rarity'),
  resourceLink('regions'),
  resourceLink('currencies'),
  resourceLink('stats'),
  resourceLink('procTypes'),
  resourceLink('damageTypes'),
  resourceLink('procEventTypes'),
  resourceLink('ranks'),
  { path: 'missions', label: 'Missions' },
  resourceLink('premiumpackages'),
  resourceLink('news'),
  resourceLink('analytics'),
  // Beyond the spec: content releases (docs/content-releases.md), the competition (issue 35), the
  // social service's covens and daily gift (issue 36), the players' market (issue 37) and the audit trail of admin changes, after the
  // spec's links.
  { path: 'releases', label: 'Releases' },
  { path: 'seasons', label: 'Seasons' },
  { path: 'leagues', label: 'Leagues' },
  resourceLink('tournaments'),
  { path: 'covens', label: 'Covens' },
  { path: 'gifts', label: 'Gift setting' },
  { path: 'market', label: 'Market' },
  // Player reports and sanctions (issue 38, docs/sanctions.md).
  { path: 'reports', label: 'Reports' },
  { path: 'changes', label: 'Recent changes' },
];

const LABELS: ReadonlyMap<string, string> = new Map(NAVIGATION.map((link) => [link.path, link.label]));

/** A screen's page title: its navigation label (tests/e2e/admin.test.ts checks every screen's). */
export const screenTitle = (path: string): string => LABELS.get(path) ?? path;
