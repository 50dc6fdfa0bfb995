/// <reference types="jest" />
import { goldChangeText, lootAmountText, lootHunterText, signedAmount, xpText } from '../rewardText';

describe('reward texts', () => {
  it('writes loot amounts and XP', () => {
    expect(lootAmountText(3)).toBe('x 3');
    expect(xpText(120)).toBe('+120 XP');
  });

  it('shows the Loot Hunter bonus only when there was one', () => {
    expect(lootHunterText(2)).toBe('+2 Loot Hunter');
    expect(lootHunterText(0)).toBe('');
    expect(lootHunterText(-1)).toBe('');
  });

  it('signs currency amounts', () => {
    expect(signedAmount(25, 'VGC')).toBe('+25 VGC');
    expect(signedAmount(-3, 'VGC')).toBe('-3 VGC');
    expect(signedAmount(0, 'Blood')).toBe('+0 Blood');
  });

  it('tells a theft by the hunter from one by a thief', () => {
    expect(goldChangeText(40)).toBe('Stole 40 VGC');
    expect(goldChangeText(-15)).toBe('Lost 15 VGC to a thief');
    expect(goldChangeText(0)).toBe('');
  });
});
