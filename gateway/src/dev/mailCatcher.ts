import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import type { Logger } from '@vh/kit/stateless';

export interface CaughtMail {
  to: string;
  from: string;
  subject: string;
  text: string;
  receivedAt: string;
}

const KEEP = 500;

/**
 * Local-only SMTP catcher: accepts every message, logs it and keeps the latest ones for
 * GET /dev/mailbox. Never started in production (see environment.ts).
 */
export class MailCatcher {
  readonly messages: CaughtMail[] = [];
  private readonly server: SMTPServer;

  constructor(private readonly logger: Logger) {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData: (stream, _session, callback) => {
        simpleParser(stream)
          .then((parsed) => {
            const toField = Array.isArray(parsed.to) ? parsed.to : parsed.to ? [parsed.to] : [];
            const mail: CaughtMail = {
              to: toField.map((address) => address.text).join(', '),
              from: parsed.from?.text ?? '',
              subject: parsed.subject ?? '',
              text: parsed.text ?? '',
              receivedAt: new Date().toISOString(),
            };
            this.messages.push(mail);
            if (this.messages.length > KEEP) this.messages.shift();
            this.logger.info(
              { to: mail.to, subject: mail.subject, text: mail.text },
              'mail caught (local mailbox)',
            );
            callback();
          })
          .catch((error: Error) => callback(error));
      },
    });
  }

  /** Loopback by default; the local Kubernetes node's address for its pods (scripts/cluster). */
  listen(port: number, host = '127.0.0.1'): Promise<void> {
    return new Promise((resolve, reject) => {
      this.server.once('error', reject);
      this.server.listen(port, host, () => resolve());
    });
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}
