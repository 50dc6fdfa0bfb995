/// <reference types="jest" />
import { TRAIL_SERVICE_NAMES, TRAIL_SERVICES, sourcesOfEntry } from '../changeSources';

describe('the trails', () => {
  it('are read from every service that keeps one, the competition, social and market settings included', () => {
    expect(TRAIL_SERVICE_NAMES).toEqual([
      'content',
      'identity',
      'game',
      'payments',
      'analytics',
      'social',
      'economy',
    ]);
    expect(TRAIL_SERVICES.analytics.label).toBe('Competition');
    expect(TRAIL_SERVICES.social.label).toBe('Social');
    expect(TRAIL_SERVICES.economy.label).toBe('Market');
  });
});

describe('sourcesOfEntry', () => {
  it("reads a user's history from identity and the game", () => {
    expect(sourcesOfEntry('User', 'u1')).toEqual([
      { service: 'identity', entity: 'User', entityId: 'u1' },
      { service: 'game', entity: 'User', entityId: 'u1' },
    ]);
  });

  it('reads each other type from the service that owns it', () => {
    expect(sourcesOfEntry('PremiumPackage', '4')).toEqual([
      { service: 'payments', entity: 'PremiumPackage', entityId: '4' },
    ]);
    expect(sourcesOfEntry('SeasonSchedule', 'schedule')).toEqual([
      { service: 'analytics', entity: 'SeasonSchedule', entityId: 'schedule' },
    ]);
    expect(sourcesOfEntry('Coven', '7')).toEqual([{ service: 'social', entity: 'Coven', entityId: '7' }]);
    expect(sourcesOfEntry('GiftSetting', '1')).toEqual([
      { service: 'social', entity: 'GiftSetting', entityId: '1' },
    ]);
    expect(sourcesOfEntry('Report', '9')).toEqual([{ service: 'social', entity: 'Report', entityId: '9' }]);
    expect(sourcesOfEntry('Sanction', '5')).toEqual([
      { service: 'identity', entity: 'Sanction', entityId: '5' },
    ]);
    expect(sourcesOfEntry('Currency', '2')).toEqual([
      { service: 'content', entity: 'Currency', entityId: '2' },
    ]);
  });

  it("reads a tournament's history from content (its entry) and analytics (its end-now)", () => {
    expect(sourcesOfEntry('Tournament', '3').map((source) => source.service)).toEqual([
      'content',
      'analytics',
    ]);
  });

  it("falls back to content's trail for a type no service names", () => {
    expect(sourcesOfEntry('Shrine', '9')).toEqual([{ service: 'content', entity: 'Shrine', entityId: '9' }]);
  });
});
