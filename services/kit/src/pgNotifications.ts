import pg from 'pg';
import type { Logger } from 'pino';

/**
 * Hears a PostgreSQL NOTIFY channel on a connection of its own, so a worker wakes when work is
 * committed instead of polling for it (NOTIFY sent in a transaction is delivered at its commit). When
 * the connection drops (PostgreSQL restarted) `listening` turns false and `onLost` is called: the
 * worker should poll at a short interval and call `ensureListening` until it is back.
 */
export class NotificationListener {
  private client: pg.Client | null = null;

  constructor(
    private readonly options: {
      databaseUrl: string;
      channel: string;
      logger: Logger;
      onNotify: () => void;
      onLost?: () => void;
    },
  ) {
    if (!/^[a-z_][a-z0-9_]*$/.test(options.channel))
      throw new Error(`not a channel name: ${options.channel}`);
  }

  get listening(): boolean {
    return this.client !== null;
  }

  /** Connects and LISTENs unless already listening; answers whether it listens now. */
  async ensureListening(): Promise<boolean> {
    if (this.client) return true;
    const client = new pg.Client({ connectionString: this.options.databaseUrl });
    client.on('notification', () => this.options.onNotify());
    const lost = (error?: Error) => {
      if (this.client !== client) return;
      this.options.logger.warn({ err: error, channel: this.options.channel }, 'notification listener lost');
      this.client = null;
      this.options.onLost?.();
    };
    client.on('error', lost);
    client.on('end', () => lost());
    try {
      await client.connect();
      await client.query(`listen ${this.options.channel}`);
      this.client = client;
      return true;
    } catch (error) {
      this.options.logger.warn(
        { err: error, channel: this.options.channel },
        'notification listener unavailable',
      );
      void client.end().catch(() => undefined);
      return false;
    }
  }

  async stop(): Promise<void> {
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => undefined);
  }
}
