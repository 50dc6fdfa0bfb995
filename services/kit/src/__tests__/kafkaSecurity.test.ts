import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { kafkaEnvSchema, loadEnvironment } from '../environment';
import { kafkaSecurity } from '../kafkaSecurity';

const PEM = '-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----\n';

/** The Kafka client's security options for these variables, parsed as a service parses them. */
function securityOf(variables: Record<string, string>) {
  return kafkaSecurity(loadEnvironment(kafkaEnvSchema, { KAFKA_BROKERS: 'kafka:9093', ...variables }));
}

describe('kafkaSecurity', () => {
  let dir: string;
  const file = (name: string, content: string) => {
    const target = path.join(dir, name);
    writeFileSync(target, content);
    return target;
  };

  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'kafka-security-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('is plaintext without TLS or SASL settings, and treats empty values as unset', () => {
    expect(securityOf({})).toEqual({});
    expect(securityOf({ KAFKA_SSL: 'false', KAFKA_SASL_MECHANISM: '', KAFKA_SASL_USERNAME: '' })).toEqual({});
  });

  it('logs in with SCRAM, the mechanism named in any case', () => {
    expect(
      securityOf({
        KAFKA_SASL_MECHANISM: 'SCRAM-SHA-512',
        KAFKA_SASL_USERNAME: 'game',
        KAFKA_SASL_PASSWORD: 's3cret',
      }),
    ).toEqual({ sasl: { mechanism: 'scram-sha-512', username: 'game', password: 's3cret' } });
  });

  it('reads username and password from mounted secret files, without their final newline', () => {
    expect(
      securityOf({
        KAFKA_SSL: 'true',
        KAFKA_SASL_MECHANISM: 'plain',
        KAFKA_SASL_USERNAME_FILE: file('username', 'api-key'),
        KAFKA_SASL_PASSWORD_FILE: file('password', 'api secret\n'),
      }),
    ).toEqual({ ssl: true, sasl: { mechanism: 'plain', username: 'api-key', password: 'api secret' } });
  });

  it('trusts a CA given as PEM text or as a file, and presents a client certificate', () => {
    expect(securityOf({ KAFKA_SSL: 'true', KAFKA_SSL_CA: PEM })).toEqual({ ssl: { ca: [PEM] } });
    expect(
      securityOf({
        KAFKA_SSL: '1',
        KAFKA_SSL_CA: file('ca.crt', PEM),
        KAFKA_SSL_CERT: file('tls.crt', 'client cert'),
        KAFKA_SSL_KEY: file('tls.key', 'client key'),
      }),
    ).toEqual({ ssl: { ca: [PEM], cert: 'client cert', key: 'client key' } });
  });

  it('refuses an unknown mechanism when the environment is read', () => {
    const exit = jest.spyOn(process, 'exit').mockImplementation(() => {
      throw new Error('exit');
    });
    const stderr = jest.spyOn(process.stderr, 'write').mockImplementation(() => true);
    try {
      expect(() => securityOf({ KAFKA_SASL_MECHANISM: 'gssapi' })).toThrow('exit');
      expect(String(stderr.mock.calls[0]![0])).toContain(
        'KAFKA_SASL_MECHANISM: must be one of plain, scram-sha-256, scram-sha-512',
      );
    } finally {
      exit.mockRestore();
      stderr.mockRestore();
    }
  });

  it('lists every setting that is missing or does not fit, at once', () => {
    expect(() =>
      securityOf({
        KAFKA_SASL_MECHANISM: 'scram-sha-256',
        KAFKA_SSL_CA: '/nowhere/ca.crt',
      }),
    ).toThrow(
      [
        'Invalid Kafka security settings:',
        '  KAFKA_SSL_CA: set, but KAFKA_SSL is off',
        '  KAFKA_SASL_USERNAME (or KAFKA_SASL_USERNAME_FILE): required with KAFKA_SASL_MECHANISM=scram-sha-256',
        '  KAFKA_SASL_PASSWORD (or KAFKA_SASL_PASSWORD_FILE): required with KAFKA_SASL_MECHANISM=scram-sha-256',
      ].join('\n'),
    );
  });

  it('refuses a client certificate without its key, and a CA file it cannot read', () => {
    expect(() =>
      securityOf({ KAFKA_SSL: 'true', KAFKA_SSL_CA: path.join(dir, 'missing.crt'), KAFKA_SSL_CERT: PEM }),
    ).toThrow(
      [
        'Invalid Kafka security settings:',
        '  KAFKA_SSL_CERT and KAFKA_SSL_KEY: a client certificate needs both',
        `  KAFKA_SSL_CA: cannot read ${path.join(dir, 'missing.crt')}`,
      ].join('\n'),
    );
  });

  it('refuses a password given twice, an unreadable or empty file, and credentials without a mechanism', () => {
    expect(() =>
      securityOf({
        KAFKA_SASL_MECHANISM: 'plain',
        KAFKA_SASL_USERNAME: 'game',
        KAFKA_SASL_PASSWORD: 'one',
        KAFKA_SASL_PASSWORD_FILE: file('password', 'two'),
      }),
    ).toThrow('KAFKA_SASL_PASSWORD and KAFKA_SASL_PASSWORD_FILE: set one, not both');
    expect(() =>
      securityOf({
        KAFKA_SASL_MECHANISM: 'plain',
        KAFKA_SASL_USERNAME: 'game',
        KAFKA_SASL_PASSWORD_FILE: path.join(dir, 'missing'),
      }),
    ).toThrow(`KAFKA_SASL_PASSWORD_FILE: cannot read ${path.join(dir, 'missing')}`);
    expect(() =>
      securityOf({
        KAFKA_SASL_MECHANISM: 'plain',
        KAFKA_SASL_USERNAME: 'game',
        KAFKA_SASL_PASSWORD_FILE: file('empty', '\n'),
      }),
    ).toThrow(/KAFKA_SASL_PASSWORD_FILE: .*empty is empty/);
    expect(() => securityOf({ KAFKA_SASL_USERNAME: 'game', KAFKA_SASL_PASSWORD: 'pw' })).toThrow(
      'KAFKA_SASL_MECHANISM: required when a SASL username or password is set',
    );
  });
});
