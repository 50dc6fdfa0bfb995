import { randomUUID } from 'node:crypto';
import { NotificationListener } from '@vh/kit';
import type { Knex } from 'knex';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Logger } from 'pino';
import type { Mail } from './templates';

const TABLE = 'mail_outbox';
const MAX_ATTEMPTS = 10;
const BATCH = 20;
/** Wakes the worker at the commit of a transaction that queued a mail. */
const NOTIFY_CHANNEL = 'mail_queued';

/**
 * Enqueues a mail in the caller's transaction: it is sent if and only if the change commits (or on
 * its own when given the database, for a mail that goes with no change).
 */
export async function enqueueMail(trx: Knex | Knex.Transaction, mail: Mail): Promise<void> {
  await trx(TABLE).insert({
    id: randomUUID(),
    recipient: mail.to,
    subject: mail.subject,
    body_text: mail.text,
  });
  await trx.raw('select pg_notify(?, ?)', [NOTIFY_CHANNEL, '']);
}

/**
 * Forgets every mail to a deleted account's address: sent ones were delivered, and one still queued
 * has nobody left to tell.
 */
export async function forgetMailsTo(trx: Knex.Transaction, address: string): Promise<void> {
  await trx(TABLE).whereRaw('lower(recipient) = lower(?)', [address]).delete();
}

interface MailRow {
  id: string;
  recipient: string;
  subject: string;
  body_text: string;
  attempts: number;
}

export interface MailWorkerTimings {
  /** Safety poll while notifications are heard (a lost one, a retry's time come): tens of seconds. */
  fallbackPollMs: number;
  /** Poll while the listener is lost (PostgreSQL restarted) until it listens again. */
  pollMs: number;
}

const DEFAULT_TIMINGS: MailWorkerTimings = { fallbackPollMs: 30_000, pollMs: 1000 };

/**
 * Sends queued mails over SMTP. Replica-safe (rows are claimed with SKIP LOCKED); failures are retried
 * with backoff, so a mail server outage delays mails but loses none. Request handlers never wait for
 * SMTP, which also keeps their timing independent of whether a mail was sent. The worker wakes when a
 * transaction that queued a mail commits (NOTIFY), when a failed mail's retry falls due, and at a
 * slow safety poll; an idle worker costs nothing.
 */
export class MailWorker {
  private readonly transport: Transporter;
  private readonly listener: NotificationListener;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private stopped = true;
  /** A mail was queued while a round ran: run again at once. */
  private notified = false;

  constructor(
    private readonly db: Knex,
    databaseUrl: string,
    smtpUrl: string,
    private readonly from: string,
    private readonly logger: Logger,
    private readonly timings: MailWorkerTimings = DEFAULT_TIMINGS,
  ) {
    this.transport = nodemailer.createTransport(smtpUrl);
    this.listener = new NotificationListener({
      databaseUrl,
      channel: NOTIFY_CHANNEL,
      logger,
      onNotify: () => this.wake(),
      // Lost: poll at the short interval from now on, starting at once.
      onLost: () => this.wake(),
    });
  }

  start(): void {
    this.stopped = false;
    this.schedule(0);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running;
    await this.listener.stop();
    this.transport.close();
  }

  private wake(): void {
    if (this.running) this.notified = true;
    else this.schedule(0);
  }

  private schedule(ms: number): void {
    if (this.stopped) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.round(), ms);
  }

  /** Sends what is due, then sleeps until the next reason to look. */
  private async round(): Promise<void> {
    this.timer = null;
    this.notified = false;
    let nextMs = this.timings.pollMs;
    const round = (async () => {
      const sent = await this.sendDue();
      const listening = await this.listener.ensureListening();
      if (sent >= BATCH) nextMs = 0;
      else if (listening) nextMs = await this.untilNextRetry(this.timings.fallbackPollMs);
    })().catch((error) => this.logger.warn({ err: error }, 'mail worker failed; will retry'));
    this.running = round;
    await round;
    this.running = null;
    this.schedule(this.notified ? 0 : nextMs);
  }

  /** Milliseconds until the earliest failed mail may be retried, at most `limit`. */
  private async untilNextRetry(limit: number): Promise<number> {
    const [row] = (await this.db(TABLE)
      .whereNull('sent_at')
      .andWhere('attempts', '<', MAX_ATTEMPTS)
      .select(this.db.raw('extract(epoch from min(next_attempt_at) - now()) * 1000 as ms'))) as {
      ms: number | string | null;
    }[];
    if (row?.ms === null || row?.ms === undefined) return limit;
    // Not below a quarter second: a due row another replica holds is being sent already.
    return Math.min(limit, Math.max(250, Math.ceil(Number(row.ms))));
  }

  async sendDue(): Promise<number> {
    return this.db.transaction(async (trx) => {
      const rows: MailRow[] = await trx(TABLE)
        .select('id', 'recipient', 'subject', 'body_text', 'attempts')
        .whereNull('sent_at')
        .andWhere('attempts', '<', MAX_ATTEMPTS)
        .andWhere('next_attempt_at', '<=', trx.fn.now())
        .orderBy('created_at')
        .limit(BATCH)
        .forUpdate()
        .skipLocked();
      for (const row of rows) await this.send(trx, row);
      return rows.length;
    });
  }

  private async send(trx: Knex.Transaction, row: MailRow): Promise<void> {
    try {
      await this.transport.sendMail({
        from: this.from,
        to: row.recipient,
        subject: row.subject,
        text: row.body_text,
      });
      await trx(TABLE)
        .where({ id: row.id })
        .update({ sent_at: trx.fn.now(), attempts: row.attempts + 1 });
      this.logger.info({ to: row.recipient, subject: row.subject }, 'mail sent');
    } catch (error) {
      const attempts = row.attempts + 1;
      const backoffSeconds = Math.min(2 ** attempts, 600);
      await trx(TABLE)
        .where({ id: row.id })
        .update({
          attempts,
          last_error: String((error as Error).message).slice(0, 500),
          next_attempt_at: trx.raw(`now() + interval '${backoffSeconds} seconds'`),
        });
      this.logger.warn({ err: error, to: row.recipient, attempts }, 'mail not sent; will retry');
    }
  }
}
