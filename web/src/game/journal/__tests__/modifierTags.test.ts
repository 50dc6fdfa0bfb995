/// <reference types="jest" />
import { type ModifierFlags, MODIFIER_LABELS, activeModifiers, modifierTags } from '../modifierTags';

const NONE: ModifierFlags = {
  autoHunt: false,
  questing: false,
  bloodlust: false,
  megalomania: false,
  bloodcraze: false,
  xplosion: false,
  investment: false,
  cloning: false,
};

describe('modifierTags', () => {
  it('has no tags when no flag is set', () => {
    expect(modifierTags(NONE)).toEqual([]);
    expect(modifierTags({})).toEqual([]);
  });

  it('tags every flag with its spec label, in the fixed order', () => {
    const all = Object.fromEntries(Object.keys(NONE).map((flag) => [flag, true])) as unknown as ModifierFlags;
    expect(modifierTags(all)).toEqual([
      'Auto-Hunt',
      'Questing',
      'Bloodlust',
      'Megalomania',
      'Blood Craze',
      'XP-losion',
      'Investment',
      'Cloning',
    ]);
  });

  it('covers every flag of ModifierFlags exactly once', () => {
    expect(MODIFIER_LABELS.map(([flag]) => flag).sort()).toEqual(Object.keys(NONE).sort());
  });

  it('keeps the display order whatever order the flags come in', () => {
    expect(modifierTags({ xplosion: true, autoHunt: true })).toEqual(['Auto-Hunt', 'XP-losion']);
    expect(modifierTags({ ...NONE, cloning: true, bloodcraze: true })).toEqual(['Blood Craze', 'Cloning']);
  });

  it('counts only flags that are exactly true', () => {
    const loose = { bloodlust: 1, questing: 'yes', megalomania: true } as unknown as Partial<ModifierFlags>;
    expect(modifierTags(loose)).toEqual(['Megalomania']);
  });
});

describe('activeModifiers', () => {
  it('pairs each set flag with its label', () => {
    expect(activeModifiers({ investment: true, questing: true, cloning: false })).toEqual([
      { flag: 'questing', label: 'Questing' },
      { flag: 'investment', label: 'Investment' },
    ]);
  });
});
