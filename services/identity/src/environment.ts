import {
  baseEnvSchema,
  booleanFlag,
  databaseEnvSchema,
  kafkaEnvSchema,
  loadEnvironment,
  redisEnvSchema,
} from '@vh/kit';
import { z } from 'zod';

const schema = baseEnvSchema
  .extend(databaseEnvSchema.shape)
  .extend(redisEnvSchema.shape)
  .extend(kafkaEnvSchema.shape)
  .extend({
    PORT: z.coerce.number().int().positive().default(4001),
    /** PEM of an EC P-256 private key; generated per process outside production when missing. */
    JWT_PRIVATE_KEY: z.string().optional(),
    JWT_TTL_SECONDS: z.coerce
      .number()
      .int()
      .positive()
      .default(24 * 3600),
    PASSWORD_PEPPER: z.string().min(16, 'must be at least 16 characters'),
    SMTP_URL: z.string().min(1),
    MAIL_FROM: z.string().default('Vampire Hunt <no-reply@vampire-hunt.local>'),
    MAIL_WORKER_ENABLED: booleanFlag(true),
    PUBLIC_ORIGIN: z.url().default('http://localhost:4000'),
    /** Registration opens 24 June 2024 11:00 Europe/Berlin (CEST, UTC+2) unless configured. */
    REGISTRATION_OPENS_AT: z.iso.datetime({ offset: true }).default('2024-06-24T11:00:00+02:00'),
    ADMIN_PASSWORD: z.string().min(1).optional(),
    /**
     * The seeded admin's TOTP secret (base32), enrolled at seeding while the admin has no second
     * factor; without it the admin enrols at the first admin-web visit.
     */
    ADMIN_TOTP_SECRET: z
      .string()
      .regex(/^[A-Z2-7]{16,}=*$/, 'must be a base32 secret of at least 16 characters')
      .optional(),
    RATE_LIMIT_REGISTER_PER_IP_PER_HOUR: z.coerce.number().int().positive().default(10),
    RATE_LIMIT_LOGIN_PER_IP_PER_MINUTE: z.coerce.number().int().positive().default(30),
    /** Login attempts per account from unknown clients before progressive delays start. */
    RATE_LIMIT_LOGIN_FAILURES_PER_ACCOUNT: z.coerce.number().int().positive().default(5),
    /** Login attempts from one known device of an account before its own delays start. */
    RATE_LIMIT_LOGIN_FAILURES_PER_DEVICE: z.coerce.number().int().positive().default(10),
    /** The longest delay between two login attempts once delays have started. */
    LOGIN_MAX_DELAY_SECONDS: z.coerce.number().int().positive().default(900),
    /** Wrong current passwords a signed-in player may enter per 15 minutes (profile changes). */
    RATE_LIMIT_PASSWORD_CONFIRMATIONS: z.coerce.number().int().positive().default(10),
    /** Wrong second-factor codes per admin account per 15 minutes. */
    RATE_LIMIT_SECOND_FACTOR_FAILURES: z.coerce.number().int().positive().default(5),
    RATE_LIMIT_MAILS_PER_ACCOUNT_PER_HOUR: z.coerce.number().int().positive().default(5),
    /** "Download my data" files per account per hour (each one reads every service). */
    RATE_LIMIT_DATA_EXPORTS_PER_ACCOUNT_PER_HOUR: z.coerce.number().int().positive().default(5),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV !== 'production') return;
    for (const key of ['ADMIN_PASSWORD', 'JWT_PRIVATE_KEY'] as const) {
      if (!env[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'is required in production' });
    }
  });

export type IdentityEnv = z.infer<typeof schema>;

export function loadIdentityEnv(): IdentityEnv {
  return loadEnvironment(schema);
}
