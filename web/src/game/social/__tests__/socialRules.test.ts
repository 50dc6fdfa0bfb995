import {
  byRoleThenPoints,
  canAskToJoin,
  emblemChoices,
  memberActions,
  membersText,
} from '../coven/covenRules';
import { expeditionProgress, ledgerOrder, sharesTotal } from '../expedition/expeditionText';
import { claimLimitText, claimedText } from '../gifts/giftText';
import { KIND_LABEL, internalLink, notificationRoute } from '../inbox/inboxText';
import { badgeText } from '../inbox/unreadCount';

describe('coven roles', () => {
  it('gives the captain every action on others and nothing on themselves', () => {
    expect(memberActions('CAPTAIN', 'MEMBER', false)).toEqual(['promote', 'captaincy', 'kick']);
    expect(memberActions('CAPTAIN', 'OFFICER', false)).toEqual(['demote', 'captaincy', 'kick']);
    expect(memberActions('CAPTAIN', 'CAPTAIN', true)).toEqual([]);
  });
  it('lets officers kick members only, and members nothing', () => {
    expect(memberActions('OFFICER', 'MEMBER', false)).toEqual(['kick']);
    expect(memberActions('OFFICER', 'OFFICER', false)).toEqual([]);
    expect(memberActions('OFFICER', 'CAPTAIN', false)).toEqual([]);
    expect(memberActions('MEMBER', 'MEMBER', false)).toEqual([]);
    expect(memberActions(null, 'MEMBER', false)).toEqual([]);
  });
  it('lists the captain, officers, then members, the most points first', () => {
    const member = (name: string, role: 'CAPTAIN' | 'OFFICER' | 'MEMBER', seasonPoints: number) => ({
      player: { name },
      role,
      seasonPoints,
    });
    const sorted = byRoleThenPoints([
      member('Ana', 'MEMBER', 5),
      member('Bo', 'OFFICER', 1),
      member('Cy', 'MEMBER', 50),
      member('Di', 'CAPTAIN', 0),
      member('Ed', 'MEMBER', 5),
    ]);
    expect(sorted.map((entry) => entry.player.name)).toEqual(['Di', 'Bo', 'Cy', 'Ana', 'Ed']);
  });
  it('takes a join request only when open and not full', () => {
    expect(canAskToJoin({ open: true, memberCount: 11, maxMembers: 12 })).toBe(true);
    expect(canAskToJoin({ open: true, memberCount: 12, maxMembers: 12 })).toBe(false);
    expect(canAskToJoin({ open: false, memberCount: 1, maxMembers: 12 })).toBe(false);
    expect(membersText(7, 12)).toBe('7 of 12 members');
  });
  it("offers the emblems' pictures, once each, else any item's", () => {
    const emblem = { shortName: 'emblem' };
    const weapon = { shortName: 'weapon' };
    expect(
      emblemChoices([
        { id: 1, name: 'Stake', imageId: 10, typeRef: weapon },
        { id: 2, name: 'Emblem of the Lantern', imageId: 20, typeRef: emblem },
        { id: 3, name: 'Emblem copy', imageId: 20, typeRef: emblem },
        { id: 4, name: 'Emblem without picture', imageId: null, typeRef: emblem },
      ]),
    ).toEqual([{ imageId: 20, name: 'Emblem of the Lantern' }]);
    expect(emblemChoices([{ id: 1, name: 'Stake', imageId: 10, typeRef: weapon }])).toEqual([
      { imageId: 10, name: 'Stake' },
    ]);
  });
});

describe('gifts', () => {
  it('sums what claims brought by item', () => {
    const garlic = { id: 1, name: 'Garlic' };
    const water = { id: 2, name: 'Holy Water' };
    expect(
      claimedText([
        { amount: 2, item: garlic },
        { amount: 1, item: water },
        { amount: 2, item: garlic },
      ]),
    ).toBe('4 × Garlic, 1 × Holy Water');
  });
  it('says when the daily limit is reached', () => {
    expect(claimLimitText(3, 20)).toBe('Claimed today: 3 of 20');
    expect(claimLimitText(20, 20)).toBe('Claimed today: 20 of 20. More can be claimed tomorrow (UTC).');
  });
});

describe('expeditions', () => {
  it('counts each target up to what it requires', () => {
    expect(
      expeditionProgress([
        { required: 3, caught: 5 },
        { required: 4, caught: 1 },
      ]),
    ).toEqual({ caught: 4, required: 7 });
  });
  it('orders the ledger by catches, then hunts, then name', () => {
    const row = (name: string, catches: number, hunts: number) => ({ player: { name }, catches, hunts });
    expect(
      ledgerOrder([row('Bo', 1, 9), row('Ana', 3, 3), row('Cy', 1, 9), row('Di', 1, 2)]).map(
        (r) => r.player.name,
      ),
    ).toEqual(['Ana', 'Bo', 'Cy', 'Di']);
  });
  it('sums the shares', () => {
    expect(sharesTotal([{ amount: 333 }, { amount: 334 }, { amount: 333 }])).toBe(1000);
  });
});

describe('the inbox', () => {
  it('opens only paths of this site', () => {
    expect(internalLink('/friends')).toBe('/friends');
    expect(internalLink('/coven/expedition')).toBe('/coven/expedition');
    expect(internalLink('//evil.example/x')).toBeNull();
    expect(internalLink('https://evil.example')).toBeNull();
    expect(internalLink('/\\evil.example')).toBeNull();
    expect(internalLink('javascript:alert(1)')).toBeNull();
    expect(internalLink(null)).toBeNull();
  });
  it("opens expedition news on the coven's Expedition tab", () => {
    expect(notificationRoute('EXPEDITION_RESULT', '/coven')).toBe('/coven/expedition');
    expect(notificationRoute('EXPEDITION_PROGRESS', '/coven')).toBe('/coven/expedition');
    expect(notificationRoute('COVEN_DECISION', '/coven')).toBe('/coven');
    expect(notificationRoute('GIFT_RECEIVED', '/gifts')).toBe('/gifts');
    expect(notificationRoute('GIFT_RECEIVED', '//evil.example')).toBeNull();
  });
  it('names every kind', () => {
    expect(KIND_LABEL.GIFT_RECEIVED).toBe('Gift');
    expect(KIND_LABEL.TOURNAMENT_RESULT).toBe('Tournament');
  });
  it('caps the badge at 99+', () => {
    expect([1, 99, 100].map(badgeText)).toEqual(['1', '99', '99+']);
  });
});
