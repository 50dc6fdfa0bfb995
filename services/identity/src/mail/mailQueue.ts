import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Logger } from 'pino';
import type { Mail } from './templates';

const TABLE = 'mail_outbox';
const MAX_ATTEMPTS = 10;

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
}

interface MailRow {
  id: string;
  recipient: string;
  subject: string;
  body_text: string;
  attempts: number;
}

/**
 * Sends queued mails over SMTP. Replica-safe (rows are claimed with SKIP LOCKED); failures are retried
 * with backoff, so a mail server outage delays mails but loses none. Request handlers never wait for
 * SMTP, which also keeps their timing independent of whether a mail was sent.
 */
export class MailWorker {
  private readonly transport: Transporter;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;

  constructor(
    private readonly db: Knex,
    smtpUrl: string,
    private readonly from: string,
    private readonly logger: Logger,
    private readonly intervalMs = 500,
  ) {
    this.transport = nodemailer.createTransport(smtpUrl);
  }

  start(): void {
    const tick = () => {
      this.running = this.sendDue()
        .then(() => undefined)
        .catch((error) => this.logger.warn({ err: error }, 'mail worker failed; will retry'))
        .finally(() => {
          if (this.timer) this.timer = setTimeout(tick, this.intervalMs);
        });
    };
    this.timer = setTimeout(tick, 0);
  }

  async stop(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running;
    this.transport.close();
  }

  async sendDue(): Promise<number> {
    return this.db.transaction(async (trx) => {
      const rows: MailRow[] = await trx(TABLE)
        .select('id', 'recipient', 'subject', 'body_text', 'attempts')
        .whereNull('sent_at')
        .andWhere('attempts', '<', MAX_ATTEMPTS)
        .andWhere('next_attempt_at', '<=', trx.fn.now())
        .orderBy('created_at')
        .limit(20)
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
