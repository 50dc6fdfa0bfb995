/// <reference types="jest" />
import { decodeToken } from '../token';

/** UTF-8 text as base64url without padding, as JWTs carry it. */
function base64url(text: string): string {
  const binary = Array.from(new TextEncoder().encode(text), (byte) => String.fromCharCode(byte)).join('');
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** A JWT-shaped string: base64url JSON header and payload and a dummy signature (the client checks none). */
function jwt(payload: unknown): string {
  const part = (value: unknown) => base64url(JSON.stringify(value));
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part(payload)}.c2lnbmF0dXJl`;
}

const NOW = 1_750_000_000;

describe('decodeToken', () => {
  it('reads the session from a valid token', () => {
    const token = jwt({ sub: 'user-42', name: 'Mina', role: 'user', exp: NOW + 3600 });
    expect(decodeToken(token, NOW)).toEqual({
      kind: 'session',
      session: { token, userId: 'user-42', name: 'Mina', role: 'user' },
    });
  });

  it('decodes names beyond ASCII', () => {
    const token = jwt({ sub: '7', name: 'Vlad Țepeș 🦇', role: 'admin' });
    const decoded = decodeToken(token, NOW);
    expect(decoded.kind === 'session' && decoded.session.name).toBe('Vlad Țepeș 🦇');
  });

  it('accepts a token without exp and without a name', () => {
    const token = jwt({ sub: '7', role: 'betaUser' });
    expect(decodeToken(token, NOW)).toEqual({
      kind: 'session',
      session: { token, userId: '7', name: '', role: 'betaUser' },
    });
  });

  it('keeps non-playable roles for the caller to judge', () => {
    const decoded = decodeToken(jwt({ sub: '7', role: 'banned' }), NOW);
    expect(decoded.kind === 'session' && decoded.session.role).toBe('banned');
  });

  it.each([
    ['an empty string', ''],
    ['text without dots', 'not-a-token'],
    ['a payload that is no base64', 'header.%%%.signature'],
    ['a payload of the wrong length', 'header.abcde.signature'],
    ['a payload that is no JSON', `header.${base64url('{sub: 7')}.sig`],
  ])('reports %s as undecodable', (_label, token) => {
    expect(decodeToken(token, NOW)).toEqual({ kind: 'undecodable' });
  });

  it.each([
    ['a null payload', null],
    ['a number payload', 42],
    ['a string payload', 'user'],
  ])('reports %s as undecodable rather than throwing', (_label, payload) => {
    expect(decodeToken(jwt(payload), NOW)).toEqual({ kind: 'undecodable' });
  });

  it.each([
    ['sub is missing', { role: 'user', name: 'Mina' }],
    ['sub is empty', { sub: '', role: 'user' }],
    ['role is missing', { sub: '7', name: 'Mina' }],
    ['role is empty', { sub: '7', role: '' }],
  ])('reports a token whose %s as undecodable', (_label, payload) => {
    expect(decodeToken(jwt(payload), NOW)).toEqual({ kind: 'undecodable' });
  });

  it('reports a token as expired from its exp second on', () => {
    expect(decodeToken(jwt({ sub: '7', role: 'user', exp: NOW - 1 }), NOW)).toEqual({ kind: 'expired' });
    expect(decodeToken(jwt({ sub: '7', role: 'user', exp: NOW }), NOW)).toEqual({ kind: 'expired' });
    expect(decodeToken(jwt({ sub: '7', role: 'user', exp: NOW + 1 }), NOW).kind).toBe('session');
  });

  it('compares exp with a fractional now', () => {
    const token = jwt({ sub: '7', role: 'user', exp: NOW });
    expect(decodeToken(token, NOW - 0.5).kind).toBe('session');
    expect(decodeToken(token, NOW + 0.5).kind).toBe('expired');
  });

  it('checks the claims before the expiry', () => {
    expect(decodeToken(jwt({ role: 'user', exp: NOW - 100 }), NOW)).toEqual({ kind: 'undecodable' });
  });

  it('judges expiry against the clock by default', () => {
    const now = Date.now() / 1000;
    expect(decodeToken(jwt({ sub: '7', role: 'user', exp: Math.floor(now) - 60 })).kind).toBe('expired');
    expect(decodeToken(jwt({ sub: '7', role: 'user', exp: Math.floor(now) + 600 })).kind).toBe('session');
  });
});
