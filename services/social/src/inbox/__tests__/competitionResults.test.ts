import { create, type MessageInitShape } from '@bufbuild/protobuf';
import { analyticsEvents } from '@vh/contracts';
import { competitionNotification, ordinal, rewardWords } from '../competitionResults';

const itemName = (id: number) => (id === 7 ? 'Silver Stake' : `item ${id}`);

const result = (fields: MessageInitShape<typeof analyticsEvents.CompetitionResultSchema>) =>
  create(analyticsEvents.CompetitionResultSchema, {
    userId: '00000000-0000-4000-8000-000000000001',
    competition: 'league',
    ref: 12n,
    title: 'Silver league, week of 2026-11-23',
    rank: 3,
    fieldSize: 48,
    outcome: 'stayed',
    nextTier: 'Silver',
    ...fields,
  });

describe('competition results in the inbox', () => {
  it('names places in English', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 101, 111, 112].map(ordinal)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '23rd',
      '101st',
      '111th',
      '112th',
    ]);
  });

  it('words a reward of a currency, an item or both, and nothing for none', () => {
    const reward = (fields: MessageInitShape<typeof analyticsEvents.CompetitionRewardSchema>) =>
      create(analyticsEvents.CompetitionRewardSchema, fields);
    expect(rewardWords(undefined, itemName)).toBeNull();
    expect(rewardWords(reward({}), itemName)).toBeNull();
    expect(rewardWords(reward({ currency: 'VGC', currencyAmount: 1600n }), itemName)).toBe('1,600 VGC');
    expect(rewardWords(reward({ itemId: 7, itemAmount: 1n }), itemName)).toBe('Silver Stake');
    expect(
      rewardWords(reward({ currency: 'VGC', currencyAmount: 200n, itemId: 7, itemAmount: 2n }), itemName),
    ).toBe('200 VGC and 2 × Silver Stake');
  });

  it('tells a league result: the place, the zone, the reward, the league screen', () => {
    const promoted = competitionNotification(
      result({
        rank: 1,
        outcome: 'promoted',
        nextTier: 'Gold',
        reward: { currency: 'VGC', currencyAmount: 200n },
      }),
      itemName,
    );
    expect(promoted).toEqual({
      userId: '00000000-0000-4000-8000-000000000001',
      kind: 'LEAGUE_RESULT',
      title: 'Silver league, week of 2026-11-23: you finished 1st of 48',
      body: 'Promoted: next week you play in Gold. Your reward, 200 VGC, is paid into your inventory.',
      link: '/competition/league',
      dedupeKey: 'league:12',
    });
    expect(
      competitionNotification(result({ rank: 47, outcome: 'demoted', nextTier: 'Bronze' }), itemName),
    ).toMatchObject({
      title: 'Silver league, week of 2026-11-23: you finished 47th of 48',
      body: 'Demoted: next week you play in Bronze.',
    });
    expect(competitionNotification(result({}), itemName).body).toBe('You stay in Silver next week.');
  });

  it('tells a tournament result with its prize or without one, linking the tournament', () => {
    const won = competitionNotification(
      result({
        competition: 'tournament',
        ref: 5n,
        title: 'Midnight Cup',
        rank: 2,
        fieldSize: 1234,
        outcome: '',
        nextTier: '',
        reward: { itemId: 7, itemAmount: 3n },
      }),
      itemName,
    );
    expect(won).toMatchObject({
      kind: 'TOURNAMENT_RESULT',
      title: 'Midnight Cup: you finished 2nd of 1,234',
      body: 'Your reward, 3 × Silver Stake, is paid into your inventory.',
      link: '/competition/tournaments/5',
      dedupeKey: 'tournament:5',
    });
    const none = competitionNotification(
      result({ competition: 'tournament', ref: 5n, title: 'Midnight Cup', rank: 9, outcome: '' }),
      itemName,
    );
    expect(none.body).toBe('This place wins no prize. The final standings are on the tournament page.');
  });
});
