import { baseEnvSchema, booleanFlag, databaseEnvSchema, kafkaEnvSchema, loadEnvironment } from '@vh/kit';
import { z } from 'zod';

/** An empty value (a chart's `KEY: ""`) means not set. */
const unsetWhenEmpty = <T extends z.ZodType>(inner: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), inner);

const schema = baseEnvSchema
  .extend(databaseEnvSchema.shape)
  .extend(kafkaEnvSchema.shape)
  .extend({
    PORT: z.coerce.number().int().positive().default(4002),
    /** Where the content snapshot comes from. */
    CONTENT_URL: z.string().url().default('http://localhost:4005'),
    /** Hunting is refused before this instant (1 July 2024 11:00 Europe/Berlin). */
    PLAY_STARTS_AT: z.iso.datetime({ offset: true }).default('2024-07-01T11:00:00+02:00'),
    /** The periodic jobs (auto-hunts, mission rotation, retention) run on every replica unless switched off. */
    JOBS_ENABLED: booleanFlag(true),
    AUTO_HUNT_INTERVAL_MS: z.coerce.number().int().positive().default(60_000),
    MISSION_ROTATION_INTERVAL_MS: z.coerce.number().int().positive().default(60_000),
    /** Retention (docs/retention.md): journal entries and their fights older than this many days go. */
    JOURNAL_RETENTION_DAYS: z.coerce.number().int().min(1).max(36_500).default(365),
    /** ...and each player keeps at most this many newest entries. */
    JOURNAL_MAX_ENTRIES_PER_PLAYER: z.coerce.number().int().min(100).max(10_000_000).default(20_000),
    /**
     * Exchange outcomes (the idempotency ledger of trades and grants) older than this many days go;
     * their callers settle an exchange within minutes, so a retry never meets a forgotten key.
     */
    EXCHANGE_RETENTION_DAYS: z.coerce.number().int().min(7).max(36_500).default(90),
    RETENTION_INTERVAL_MS: z.coerce.number().int().positive().default(3_600_000),
    /** Rows per delete statement: small, so no statement holds locks for long. */
    RETENTION_BATCH_SIZE: z.coerce.number().int().min(10).max(100_000).default(1000),
    /**
     * Push reminders (docs/reminders.md): all three VAPID values, or none (the feature is off). The
     * public key is the uncompressed P-256 point, the private key its 32-byte scalar, both base64url.
     */
    VAPID_PUBLIC_KEY: unsetWhenEmpty(z.string().optional()),
    VAPID_PRIVATE_KEY: unsetWhenEmpty(z.string().optional()),
    /** A mailto: or https: contact for the push services. */
    VAPID_SUBJECT: unsetWhenEmpty(
      z
        .string()
        .regex(/^(mailto:|https:\/\/)/, 'a mailto: or https: URL')
        .optional(),
    ),
    REMINDER_INTERVAL_SECONDS: z.coerce.number().positive().default(30),
    /** The ledger check (docs/ledger.md#the-periodic-check): how often it runs... */
    LEDGER_CHECK_INTERVAL_MS: z.coerce.number().int().positive().default(60_000),
    /** ...the new ledger rows it looks at per pass (chain and newest balance)... */
    LEDGER_CHECK_NEW_ROWS: z.coerce.number().int().min(100).max(1_000_000).default(50_000),
    /** ...and the players whose whole ledger it sums per pass, in turn. */
    LEDGER_CHECK_SWEEP_PLAYERS: z.coerce.number().int().min(1).max(100_000).default(100),
  });

type GameEnv = z.infer<typeof schema>;

export function loadGameEnv(): GameEnv {
  return loadEnvironment(schema);
}
