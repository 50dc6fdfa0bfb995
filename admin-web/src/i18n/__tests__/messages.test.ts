import polyglotI18nProvider from 'ra-i18n-polyglot';
import { NAVIGATION } from '../../layout/navigation';
import { ADMIN_MESSAGES } from '../messages';
import { RESOURCE_NAMES, anEntry, titleCased } from '../resourceNames';

const { translate } = polyglotI18nProvider(() => ADMIN_MESSAGES, 'en', [], { allowMissing: true });
const RESOURCES = Object.keys(RESOURCE_NAMES);

/** Every message of a resource, each count's form apart. */
function shownTexts(resource: string): string[] {
  const keys = [
    'name',
    'forcedCaseName',
    'action.create',
    ...['created', 'updated', 'deleted'].map((done) => `notifications.${done}`),
  ];
  return keys.flatMap((key) =>
    [1, 0, 2].map((smart_count) => translate(`resources.${resource}.${key}`, { smart_count })),
  );
}

describe('the admin messages', () => {
  it('name each kind for people in its buttons, empty lists, confirmations and notifications', () => {
    expect(translate('resources.itemTypes.action.create')).toBe('Create New Item Type');
    expect(translate('resources.huntingGrounds.action.create')).toBe('Create New Hunting Ground');
    expect(translate('resources.premiumpackages.action.create')).toBe('Create New Premium Package');
    expect(translate('resources.huntingTables.name', { smart_count: 2 })).toBe('Hunting tables');
    const none = translate('resources.huntingTables.forcedCaseName', { smart_count: 0 });
    expect(translate('ra.navigation.no_results', { name: none })).toBe('No hunting tables found');
    const one = translate('resources.procEventTypes.forcedCaseName', { smart_count: 1 });
    expect(translate('ra.message.delete_content', { name: one })).toBe(
      'Are you sure you want to delete this proc event type?',
    );
    expect(translate('resources.news.notifications.created', { smart_count: 1 })).toBe('News entry created');
    expect(translate('resources.rarity.notifications.deleted', { smart_count: 1 })).toBe('Rarity deleted');
    expect(anEntry('itemTypes')).toBe('an item type');
    expect(anEntry('user')).toBe('a user');
  });

  it('never show a code name: no camel case, no name of several words run together', () => {
    const runTogether = Object.values(RESOURCE_NAMES)
      .flatMap(({ one, many }) => [one, many])
      .filter((name) => name.includes(' '))
      .map((name) => new RegExp(`\\b${name.replaceAll(' ', '')}\\b`, 'i'));
    for (const resource of RESOURCES) {
      for (const text of shownTexts(resource)) {
        expect(text).not.toMatch(/[a-z][A-Z]|^resources\./);
        for (const codeName of runTogether) expect(text).not.toMatch(codeName);
      }
    }
  });

  it('label the menu and page titles with the same names', () => {
    const labels = new Map(NAVIGATION.map((link) => [link.path, link.label]));
    for (const resource of RESOURCES.filter((name) => labels.has(name)))
      expect(labels.get(resource)).toBe(translate(`resources.${resource}.name`, { smart_count: 2 }));
    // Edited only inside a region or a ground: no link of their own.
    expect(RESOURCES.filter((name) => !labels.has(name))).toEqual(['huntingGrounds', 'huntingTables']);
    expect([labels.get('itemTypes'), labels.get('rarity'), labels.get('premiumpackages')]).toEqual([
      'Item types',
      'Rarities',
      'Premium packages',
    ]);
  });

  it('title-cases every word of a name', () => {
    expect(titleCased('proc event type')).toBe('Proc Event Type');
  });
});
