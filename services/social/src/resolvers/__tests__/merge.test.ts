import type { Resolvers } from '../../__generated__/resolvers';
import { mergeResolvers } from '../index';

const answer = (value: string) => () => value;

describe('mergeResolvers', () => {
  it('merges two features’ parts of one type field by field', () => {
    const covens = { Coven: { name: answer('covens') } } as unknown as Resolvers;
    const expeditions = { Coven: { expedition: answer('expeditions') } } as unknown as Resolvers;
    const merged = mergeResolvers([covens, expeditions]) as unknown as Record<
      string,
      Record<string, () => string>
    >;
    expect(Object.keys(merged.Coven!).sort()).toEqual(['expedition', 'name']);
    expect(merged.Coven!.name!()).toBe('covens');
    expect(merged.Coven!.expedition!()).toBe('expeditions');
  });

  it('refuses two answers to one field', () => {
    const a = { Query: { myCoven: answer('a') } } as unknown as Resolvers;
    const b = { Query: { myCoven: answer('b') } } as unknown as Resolvers;
    expect(() => mergeResolvers([a, b])).toThrow('Query.myCoven is answered by two features');
  });
});
