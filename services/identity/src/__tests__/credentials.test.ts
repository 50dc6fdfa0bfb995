import { ValidationError } from '@vh/kit';
import { validEmail, validPasswordDigest, validUsername } from '../domain/credentials';
import { hashAccountToken, newAccountToken, newRandomPassword, sha256Hex } from '../domain/accountTokens';

describe('username rules', () => {
  it.each(['abc', 'Vlad_the-3rd', 'a'.repeat(20)])('accepts %s', (name) =>
    expect(validUsername(name)).toBe(name),
  );
  it.each(['ab', 'a'.repeat(21), 'with space', 'ümlaut', 'semi;colon', ''])('refuses %s', (name) =>
    expect(() => validUsername(name)).toThrow(ValidationError),
  );
});

describe('e-mail pattern of the spec', () => {
  it.each(['a@b.de', 'first.last@sub.example.com', 'x-y_z@host-1.info'])('accepts %s', (email) =>
    expect(validEmail(email)).toBe(email),
  );
  it.each(['plain', 'a@b', 'a@b.c', 'a@b.museum', 'a b@c.de', '@c.de'])('refuses %s', (email) =>
    expect(() => validEmail(email)).toThrow('Please enter a valid email address'),
  );
});

describe('password digests', () => {
  it('accepts SHA-256 hex in either case and normalises it', () => {
    const digest = sha256Hex('secret');
    expect(validPasswordDigest(digest.toUpperCase())).toBe(digest);
  });
  it.each(['secret', 'ab'.repeat(31), 'g'.repeat(64), `${'a'.repeat(64)}0`])('refuses %s', (value) =>
    expect(() => validPasswordDigest(value)).toThrow('SHA-256 hex digest'),
  );
});

describe('account tokens', () => {
  it('carry at least 128 random bits and are stored only as a hash', () => {
    const token = newAccountToken();
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(16);
    expect(newAccountToken()).not.toBe(token);
    expect(hashAccountToken(token).equals(hashAccountToken(token))).toBe(true);
    expect(hashAccountToken(token).toString('base64url')).not.toBe(token);
  });

  it('reset passwords are long and readable', () => {
    const password = newRandomPassword();
    expect(password).toMatch(/^[A-Za-z2-9]{16}$/);
  });
});
