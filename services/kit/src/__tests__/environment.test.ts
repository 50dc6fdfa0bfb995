import { z } from 'zod';
import {
  baseEnvSchema,
  booleanFlag,
  kafkaEnvSchema,
  loadEnvironment,
  tracingConfigured,
  tracingEnvSchema,
} from '../environment';

describe('loadEnvironment', () => {
  it('parses and coerces a valid environment', () => {
    const env = loadEnvironment(baseEnvSchema.extend(kafkaEnvSchema.shape), {
      PORT: '4001',
      GATEWAY_SHARED_SECRET: 'sixteen-characters!',
      KAFKA_BROKERS: 'a:1, b:2',
      OUTBOX_RELAY_ENABLED: 'false',
    });
    expect(env).toMatchObject({
      PORT: 4001,
      NODE_ENV: 'development',
      KAFKA_BROKERS: ['a:1', 'b:2'],
      OUTBOX_RELAY_ENABLED: false,
    });
  });

  it('lists every problem at once and exits with 1', () => {
    const exit = jest.spyOn(process, 'exit').mockImplementation(() => {
      throw new Error('exit');
    });
    const stderr = jest.spyOn(process.stderr, 'write').mockImplementation(() => true);
    expect(() => loadEnvironment(baseEnvSchema, { PORT: 'x', GATEWAY_SHARED_SECRET: 'short' })).toThrow(
      'exit',
    );
    expect(exit).toHaveBeenCalledWith(1);
    const output = String(stderr.mock.calls[0]![0]);
    expect(output).toContain('PORT');
    expect(output).toContain('GATEWAY_SHARED_SECRET');
    exit.mockRestore();
    stderr.mockRestore();
  });

  it('takes a rotation set of internal secrets, each long enough, at most three', () => {
    const parse = (secret: string) =>
      baseEnvSchema.safeParse({ PORT: '4001', GATEWAY_SHARED_SECRET: secret });
    expect(parse('sixteen-characters!,another-one-of-16-chars').success).toBe(true);
    expect(parse('sixteen-characters!,short').success).toBe(false);
    expect(
      parse(Array.from({ length: 4 }, (_, index) => `secret-number-${index}-of-enough`).join(',')).success,
    ).toBe(false);
  });

  it('reads boolean flags without treating "false" as true', () => {
    const schema = z.object({ FLAG: booleanFlag(true) });
    expect(schema.parse({ FLAG: 'false' }).FLAG).toBe(false);
    expect(schema.parse({}).FLAG).toBe(true);
    expect(schema.safeParse({ FLAG: 'yes' }).success).toBe(false);
  });
});

describe('observability settings', () => {
  const base = { PORT: '4001', GATEWAY_SHARED_SECRET: 'sixteen-characters!' };

  it('logs every request unless ACCESS_LOG is off', () => {
    expect(loadEnvironment(baseEnvSchema, base).ACCESS_LOG).toBe(true);
    expect(loadEnvironment(baseEnvSchema, { ...base, ACCESS_LOG: 'off' }).ACCESS_LOG).toBe(false);
  });

  it('traces only with an OTLP endpoint, and never when the SDK is switched off', () => {
    const tracing = (source: Record<string, string>) =>
      tracingConfigured(loadEnvironment(tracingEnvSchema, source));
    expect(tracing({})).toBe(false);
    expect(tracing({ OTEL_EXPORTER_OTLP_ENDPOINT: '' })).toBe(false);
    expect(tracing({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' })).toBe(true);
    expect(tracing({ OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'http://collector:4318/v1/traces' })).toBe(true);
    expect(tracing({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318', OTEL_SDK_DISABLED: 'true' })).toBe(
      false,
    );
  });
});
