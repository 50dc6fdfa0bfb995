/// <reference types="jest" />
import {
  ZONE_LABEL,
  activityText,
  outcomeText,
  rewardText,
  tierName,
  todayText,
  zoneSizesText,
} from '../leagueText';

describe('league text', () => {
  it('names every zone in words', () => {
    expect(ZONE_LABEL).toEqual({ PROMOTION: 'Promotion', STAY: 'Stay', DEMOTION: 'Demotion' });
  });

  it('words the zone sizes, leaving out empty zones', () => {
    expect(zoneSizesText({ promote: 10, demote: 10, rewardPlaces: 3 })).toBe(
      'Top 10 go up a tier · bottom 10 go down · top 3 with points are rewarded',
    );
    expect(zoneSizesText({ promote: 0, demote: 5, rewardPlaces: 0 })).toBe('Bottom 5 go down');
    expect(zoneSizesText({ promote: 0, demote: 0, rewardPlaces: 0 })).toBe('Nobody moves tier this week.');
  });

  it('words the activity band with one decimal', () => {
    expect(activityText(2.46, 4)).toBe('Players hunting 2.5 to 4 times a day');
    expect(activityText(3, 3.01)).toBe('Players hunting about 3 times a day');
    expect(activityText(0, 0.01)).toBe('Players new to hunting this week');
  });

  it('says when the daily cap is reached', () => {
    expect(todayText(12, 40)).toBe('12 of 40 points today');
    expect(todayText(40, 40)).toBe('40 of 40 points today: the cap is reached');
  });

  it('words rewards, null when there is none', () => {
    const base = { rewardCurrency: null, rewardCurrencyAmount: 0, rewardItemId: null, rewardItemAmount: 0 };
    expect(rewardText(base)).toBeNull();
    expect(rewardText({ ...base, rewardCurrency: 'VGC', rewardCurrencyAmount: 500 })).toBe('500 VGC');
    expect(
      rewardText({
        ...base,
        rewardCurrency: 'VGC',
        rewardCurrencyAmount: 500,
        rewardItemId: 7,
        rewardItemAmount: 2,
      }),
    ).toBe('500 VGC + 2 × item #7');
    expect(rewardText({ ...base, rewardItemId: 7, rewardItemAmount: 2 }, () => 'Garlic')).toBe('2 × Garlic');
  });

  it('words outcomes and tier names', () => {
    const tiers = [
      { tier: 1, name: 'Bronze' },
      { tier: 2, name: 'Silver' },
    ];
    expect(outcomeText('promoted', tierName(tiers, 2))).toBe('Promoted to Silver');
    expect(outcomeText('demoted', tierName(tiers, 1))).toBe('Demoted to Bronze');
    expect(outcomeText('stayed', tierName(tiers, 1))).toBe('Stayed in Bronze');
    expect(tierName(tiers, 9)).toBe('Tier 9');
  });
});
