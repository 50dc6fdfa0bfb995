import { BadRequestError } from '@vh/kit';
import { checkedCovenName, mayKick } from '../covenRules';

describe('coven names', () => {
  it('trims, makes inner spaces one and keys by lower case', () => {
    expect(checkedCovenName('  Night   Watch\t')).toEqual({ name: 'Night Watch', key: 'night watch' });
    expect(checkedCovenName('NIGHT WATCH').key).toBe(checkedCovenName('night watch').key);
  });

  it('counts characters as PostgreSQL does (an emoji is one)', () => {
    expect(checkedCovenName('🦇🦇🦇').name).toBe('🦇🦇🦇');
    expect(() => checkedCovenName('🦇'.repeat(33))).toThrow(BadRequestError);
    expect(checkedCovenName('🦇'.repeat(32)).name).toHaveLength(64);
  });

  it('refuses names too short or long after trimming, and control characters', () => {
    expect(() => checkedCovenName('  ab  ')).toThrow("A coven's name has 3 to 32 characters");
    expect(() => checkedCovenName('x'.repeat(33))).toThrow(BadRequestError);
    expect(() => checkedCovenName('bad\u0000name')).toThrow('control characters');
    expect(() => checkedCovenName('bad\u007fname')).toThrow('control characters');
  });
});

describe('who may kick whom', () => {
  it('lets officers kick members, the captain anyone else, members nobody', () => {
    expect(mayKick('officer', 'member')).toBe(true);
    expect(mayKick('officer', 'officer')).toBe(false);
    expect(mayKick('officer', 'captain')).toBe(false);
    expect(mayKick('captain', 'officer')).toBe(true);
    expect(mayKick('captain', 'member')).toBe(true);
    expect(mayKick('captain', 'captain')).toBe(false);
    expect(mayKick('member', 'member')).toBe(false);
  });
});
