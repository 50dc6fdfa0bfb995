import {
  baseEnvSchema,
  booleanFlag,
  databaseEnvSchema,
  kafkaEnvSchema,
  loadEnvironment,
  parseSigningKeySet,
  redisEnvSchema,
} from '@vh/kit';
import { z } from 'zod';

const schema = baseEnvSchema
  .extend(databaseEnvSchema.shape)
  .extend(redisEnvSchema.shape)
  .extend(kafkaEnvSchema.shape)
  .extend({
    PORT: z.coerce.number().int().positive().default(4001),
    /**
     * Identity's signing keys (docs/security.md#rotating-keys-and-secrets), the first set of: a key set
     * file, read again every JWT_KEYS_RELOAD_MS (npm run keys:rotate, a mounted Secret); a key set
     * (JSON: current, next, retired); one PEM of an EC P-256 private key (no next key, so rotating
     * it ends every session). Outside production, keys made for the process when none is set.
     */
    JWT_KEYS_FILE: z.string().min(1).optional(),
    JWT_KEYS: z.string().min(1).optional(),
    JWT_PRIVATE_KEY: z.string().optional(),
    JWT_KEYS_RELOAD_MS: z.coerce.number().int().min(100).default(5000),
    JWT_TTL_SECONDS: z.coerce
      .number()
      .int()
      .positive()
      .default(24 * 3600),
    PASSWORD_PEPPER: z.string().min(16, 'must be at least 16 characters'),
    /**
     * argon2id's cost for new hashes (default: OWASP's 19 MiB, 2 passes, 1 lane). A stored hash made
     * with other parameters is made again at its account's next successful login.
     */
    ARGON2_MEMORY_KIB: z.coerce.number().int().min(1024).max(4_194_304).default(19_456),
    ARGON2_TIME_COST: z.coerce.number().int().min(1).max(100).default(2),
    ARGON2_PARALLELISM: z.coerce.number().int().min(1).max(16).default(1),
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
    if (env.JWT_KEYS) {
      try {
        parseSigningKeySet(env.JWT_KEYS);
      } catch (error) {
        ctx.addIssue({ code: 'custom', path: ['JWT_KEYS'], message: (error as Error).message });
      }
    }
    if (env.NODE_ENV !== 'production') return;
    if (!env.ADMIN_PASSWORD)
      ctx.addIssue({ code: 'custom', path: ['ADMIN_PASSWORD'], message: 'is required in production' });
    if (!env.JWT_KEYS_FILE && !env.JWT_KEYS && !env.JWT_PRIVATE_KEY)
      ctx.addIssue({
        code: 'custom',
        path: ['JWT_KEYS'],
        message: 'is required in production (or JWT_KEYS_FILE, or the single key JWT_PRIVATE_KEY)',
      });
  });

export type IdentityEnv = z.infer<typeof schema>;

export function loadIdentityEnv(): IdentityEnv {
  return loadEnvironment(schema);
}
