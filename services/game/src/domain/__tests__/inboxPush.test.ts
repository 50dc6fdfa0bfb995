import {
  INBOX_PUSH_GROUPS,
  INBOX_PUSH_LATE_SECONDS,
  buildInboxPushPayload,
  inboxPushGroupOf,
  isInboxNewsPushable,
} from '../inboxPush';

const line = { notificationId: 42n, kind: 'LEAGUE_RESULT', title: 'Silver league: 3rd of 48', body: 'B' };

describe('inbox news as web pushes', () => {
  it("puts every kind of social's inbox in one group, and nothing else", () => {
    expect(
      [
        'FRIEND_REQUEST',
        'FRIEND_ACCEPTED',
        'GIFT_RECEIVED',
        'COVEN_INVITATION',
        'COVEN_DECISION',
        'EXPEDITION_PROGRESS',
        'EXPEDITION_RESULT',
        'LEAGUE_RESULT',
        'TOURNAMENT_RESULT',
      ].map(inboxPushGroupOf),
    ).toEqual([
      'friends',
      'friends',
      'gifts',
      'coven',
      'coven',
      'expeditions',
      'expeditions',
      'competition',
      'competition',
    ]);
    expect(new Set(INBOX_PUSH_GROUPS)).toEqual(
      new Set(['friends', 'gifts', 'coven', 'expeditions', 'competition']),
    );
    expect(inboxPushGroupOf('BOARD_MESSAGE')).toBeNull();
    expect(inboxPushGroupOf('toString')).toBeNull();
  });

  it('pushes news only while it is fresh', () => {
    expect(isInboxNewsPushable(1000, 1000)).toBe(true);
    expect(isInboxNewsPushable(1000, 1000 + INBOX_PUSH_LATE_SECONDS)).toBe(true);
    expect(isInboxNewsPushable(1000, 1001 + INBOX_PUSH_LATE_SECONDS)).toBe(false);
  });

  it("shows the line's words, one notification per line, opening its link or else the inbox", () => {
    expect(buildInboxPushPayload({ ...line, link: '/competition/league' })).toEqual({
      kind: 'inbox',
      inboxKind: 'LEAGUE_RESULT',
      title: 'Silver league: 3rd of 48',
      body: 'B',
      tag: 'vh-inbox-42',
      url: '/competition/league',
    });
    for (const link of ['', 'https://evil.example/', '//evil.example/', '/\\evil.example'])
      expect(buildInboxPushPayload({ ...line, link }).url).toBe('/inbox');
  });
});
