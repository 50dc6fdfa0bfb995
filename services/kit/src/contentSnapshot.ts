import { randomUUID } from 'node:crypto';
import { fromBinary } from '@bufbuild/protobuf';
import { Topics, contentEvents, contentSnapshot, decodePayload } from '@vh/contracts';
import type { Consumer, Kafka } from 'kafkajs';
import type { Logger } from 'pino';
import { INTERNAL_AUTH_HEADER, signInternalToken } from './auth';
import type { ContentDataOf, ContentKindName } from '@vh/contracts';
import { currentOffsets, startEventConsumer } from './kafka';
import { physicalTopic } from './kafkaNames';

export type ContentData = Record<string, unknown>;

interface Snapshot {
  version: number;
  byKind: Map<string, Map<number, ContentData>>;
  statMax: Map<string, { currentTargetMax: number; desiredPercent: number }>;
  settings: Map<string, string>;
}

/** What reading a snapshot offers: one version's entries, StatMax rows and settings. */
export interface ContentSnapshotView {
  readonly version: number;
  entries<K extends ContentKindName>(kind: K): ContentDataOf[K][];
  entry<K extends ContentKindName>(kind: K, id: number): ContentDataOf[K] | undefined;
  statMax(shortName: string): { currentTargetMax: number; desiredPercent: number } | undefined;
  setting(key: string): string | undefined;
  /** This view held at its version (a pinned view is its own pin). */
  pinned(): ContentSnapshotView;
}

/** One loaded snapshot, read-only: reads through it never change version. */
class PinnedSnapshot implements ContentSnapshotView {
  constructor(private readonly snapshot: Snapshot) {}

  get version(): number {
    return this.snapshot.version;
  }

  /** A kind's entries, typed by the content contract (content validated each when it was saved). */
  entries<K extends ContentKindName>(kind: K): ContentDataOf[K][] {
    return [...(this.snapshot.byKind.get(kind)?.values() ?? [])] as unknown as ContentDataOf[K][];
  }

  entry<K extends ContentKindName>(kind: K, id: number): ContentDataOf[K] | undefined {
    return this.snapshot.byKind.get(kind)?.get(id) as unknown as ContentDataOf[K] | undefined;
  }

  statMax(shortName: string) {
    return this.snapshot.statMax.get(shortName.toLowerCase());
  }

  setting(key: string): string | undefined {
    return this.snapshot.settings.get(key);
  }

  pinned(): ContentSnapshotView {
    return this;
  }
}

/**
 * The content snapshot a reading service (game, economy) keeps in memory. It loads on start and
 * reloads when a ContentChanged event announces a newer version, replacing the whole snapshot at
 * once; the service itself never keeps a copy of content in its own database. A use case that reads
 * several entries takes `pinned()` first, so a release published meanwhile is seen whole or not at
 * all (docs/content-releases.md).
 */
export class ContentSnapshotCache implements ContentSnapshotView {
  private current = new PinnedSnapshot({
    version: -1,
    byKind: new Map(),
    statMax: new Map(),
    settings: new Map(),
  });
  private loading: Promise<void> | null = null;
  private consumer: Consumer | null = null;

  constructor(
    private readonly options: { contentUrl: string; sharedSecret: string; service: string; logger: Logger },
  ) {}

  get version(): number {
    return this.current.version;
  }

  entries<K extends ContentKindName>(kind: K): ContentDataOf[K][] {
    return this.current.entries(kind);
  }

  entry<K extends ContentKindName>(kind: K, id: number): ContentDataOf[K] | undefined {
    return this.current.entry(kind, id);
  }

  statMax(shortName: string) {
    return this.current.statMax(shortName);
  }

  setting(key: string): string | undefined {
    return this.current.setting(key);
  }

  /** The snapshot loaded now, held: it stays this version however many reloads follow. */
  pinned(): ContentSnapshotView {
    return this.current;
  }

  /** Loads the snapshot (coalescing concurrent calls); unchanged versions cost a 304. */
  refresh(): Promise<void> {
    this.loading ??= this.load().finally(() => (this.loading = null));
    return this.loading;
  }

  /**
   * Subscribes to content changes, each replica in a group of its own so every replica hears them.
   * The offsets are taken before the snapshot is loaded and the consumer starts from them: a change
   * made while the consumer joins its group is heard, not lost (a new group would start at the end).
   */
  async start(kafka: Kafka): Promise<void> {
    const offsets = await currentOffsets(kafka, Topics.contentChanges);
    await this.refresh();
    this.consumer = await startEventConsumer({
      kafka,
      groupId: `${this.options.service}-content-${randomUUID()}`,
      topics: [Topics.contentChanges],
      fromBeginning: false,
      logger: this.options.logger,
      handle: async ({ envelope }) => {
        const change = decodePayload(envelope, contentEvents.ContentChangedSchema);
        if (change && Number(change.version) > this.version) await this.refresh();
      },
      onRunning: (consumer) => {
        for (const { partition, offset } of offsets) {
          consumer.seek({ topic: physicalTopic(Topics.contentChanges), partition, offset });
        }
      },
    });
  }

  async stop(): Promise<void> {
    await this.consumer?.disconnect();
  }

  private async load(): Promise<void> {
    const token = signInternalToken(
      { viewer: null, requestId: randomUUID(), clientIp: '', service: this.options.service },
      this.options.sharedSecret,
    );
    const headers: Record<string, string> = { [INTERNAL_AUTH_HEADER]: token };
    if (this.version >= 0) headers['if-none-match'] = `"${this.version}"`;
    const response = await fetch(`${this.options.contentUrl}/internal/snapshot`, {
      headers,
      signal: AbortSignal.timeout(15_000),
    });
    if (response.status === 304) return;
    if (!response.ok) throw new Error(`content snapshot answered ${response.status}`);
    const message = fromBinary(
      contentSnapshot.ContentSnapshotSchema,
      new Uint8Array(await response.arrayBuffer()),
    );
    const byKind = new Map<string, Map<number, ContentData>>();
    for (const entry of message.entries) {
      const kind = byKind.get(entry.kind) ?? new Map<number, ContentData>();
      kind.set(entry.id, { id: entry.id, ...(JSON.parse(entry.dataJson) as ContentData) });
      byKind.set(entry.kind, kind);
    }
    this.current = new PinnedSnapshot({
      version: Number(message.version),
      byKind,
      statMax: new Map(
        message.statMax.map((row) => [
          row.statShortName.toLowerCase(),
          { currentTargetMax: row.currentTargetMax, desiredPercent: row.desiredPercent },
        ]),
      ),
      settings: new Map(message.settings.map((row) => [row.key, row.value])),
    });
    this.options.logger.info({ version: this.version }, 'content snapshot loaded');
  }
}

/**
 * Boots a service's content snapshot: loaded before the service answers, kept current from Kafka,
 * stopped on shutdown.
 */
export async function startContentSnapshot(options: {
  contentUrl: string;
  sharedSecret: string;
  service: string;
  logger: Logger;
  kafka: Kafka;
  shutdown: { register(name: string, run: () => Promise<unknown>): void };
}): Promise<ContentSnapshotCache> {
  const cache = new ContentSnapshotCache(options);
  await cache.start(options.kafka);
  options.shutdown.register('content snapshot', () => cache.stop());
  return cache;
}
