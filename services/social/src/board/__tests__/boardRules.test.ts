import { BadRequestError } from '@vh/kit';
import { checkedBody, checkedReason, nextUtcMidnight, secondsUntil } from '../boardRules';

describe('board messages', () => {
  it('keeps the text as given, trimmed, HTML included (clients show it as text)', () => {
    expect(checkedBody('  <b>hi</b> & bye\nsee you  ')).toBe('<b>hi</b> & bye\nsee you');
  });

  it('takes 1 to 280 characters after trimming, counted as code points', () => {
    expect(() => checkedBody('   ')).toThrow('A message has 1 to 280 characters');
    expect(checkedBody('é'.repeat(280))).toHaveLength(280);
    expect(() => checkedBody('x'.repeat(281))).toThrow(BadRequestError);
    expect(checkedBody('🦇'.repeat(280))).toHaveLength(560);
  });

  it('refuses control characters other than line breaks and tabs', () => {
    expect(() => checkedBody('a\u0000b')).toThrow('control characters');
    expect(checkedBody('a\tb')).toBe('a\tb');
  });

  it('bounds a report reason to 200 characters, none needed', () => {
    expect(checkedReason(null)).toBe('');
    expect(checkedReason(' spam ')).toBe('spam');
    expect(() => checkedReason('x'.repeat(201))).toThrow('A report reason has at most 200 characters');
  });
});

describe('retry times', () => {
  it('counts to the next UTC midnight, and at least a second', () => {
    const now = new Date('2026-11-28T23:59:30.200Z');
    expect(nextUtcMidnight(now).toISOString()).toBe('2026-11-29T00:00:00.000Z');
    expect(secondsUntil(nextUtcMidnight(now), now)).toBe(30);
    expect(secondsUntil(now, now)).toBe(1);
  });
});
