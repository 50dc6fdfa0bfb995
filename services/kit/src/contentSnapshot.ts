import { randomUUID } from 'node:crypto';
import { fromBinary } from '@bufbuild/protobuf';
import { Topics, contentEvents, contentSnapshot, decodePayload } from '@vh/contracts';
import type { Consumer, Kafka } from 'kafkajs';
import type { Logger } from 'pino';
import { INTERNAL_AUTH_HEADER, signInternalToken } from './auth';
import { AppError, ServiceUnavailableError } from './errors';
import type { ContentDataOf, ContentKindName } from '@vh/contracts';
import { currentOffsets, startEventConsumer } from './kafka';
import { physicalTopic } from './kafkaNames';

export type ContentData = Record<string, unknown>;

interface Snapshot {
  version: number;
  /** When this version is in force (epoch ms); 0: at once. */
  activatesAtMs: number;
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
  /**
   * The version in force at `atMs` (epoch ms), held: a request answers from the version in force when
   * it started at the gateway, so every service answering it reads the same one (a pinned view is
   * its own).
   */
  pinnedAt(atMs: number): ContentSnapshotView;
}

/** One loaded snapshot, read-only: reads through it never change version. */
class PinnedSnapshot implements ContentSnapshotView {
  constructor(private readonly snapshot: Snapshot) {}

  get version(): number {
    return this.snapshot.version;
  }

  get activatesAtMs(): number {
    return this.snapshot.activatesAtMs;
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

  pinnedAt(): ContentSnapshotView {
    return this;
  }
}

/** How long a replaced version is kept for requests that started before its successor was in force. */
const REPLACED_KEPT_MS = 30_000;

/**
 * The content snapshot a reading service (game, economy) keeps in memory. It loads on start and
 * reloads when a ContentChanged event announces a newer version, replacing the whole snapshot at
 * once; the service itself never keeps a copy of content in its own database. A use case that reads
 * several entries takes `pinned()` first, so a release published meanwhile is seen whole or not at
 * all (docs/content-releases.md).
 */
export class ContentSnapshotCache implements ContentSnapshotView {
  /**
   * The versions held, oldest first: the newest loaded, and those before it while a request may
   * still need them (its successor not yet in force, or in force for less than REPLACED_KEPT_MS).
   */
  private held: PinnedSnapshot[] = [
    new PinnedSnapshot({
      version: -1,
      activatesAtMs: 0,
      byKind: new Map(),
      statMax: new Map(),
      settings: new Map(),
    }),
  ];
  private loading: Promise<void> | null = null;
  private again: Promise<void> | null = null;
  private consumer: Consumer | null = null;
  private readonly previews: PreviewSnapshots;

  constructor(
    private readonly options: { contentUrl: string; sharedSecret: string; service: string; logger: Logger },
  ) {
    this.previews = new PreviewSnapshots(options);
  }

  /** The version in force now. */
  get version(): number {
    return this.pinned().version;
  }

  /** The newest version loaded, in force or about to be. */
  get latestVersion(): number {
    return this.held[this.held.length - 1]!.version;
  }

  entries<K extends ContentKindName>(kind: K): ContentDataOf[K][] {
    return this.pinned().entries(kind);
  }

  entry<K extends ContentKindName>(kind: K, id: number): ContentDataOf[K] | undefined {
    return this.pinned().entry(kind, id);
  }

  statMax(shortName: string) {
    return this.pinned().statMax(shortName);
  }

  setting(key: string): string | undefined {
    return this.pinned().setting(key);
  }

  /** The version in force now, held: it stays this version however many reloads follow. */
  pinned(): ContentSnapshotView {
    return this.pinnedAt(Date.now());
  }

  /** The newest version in force at `atMs`; the oldest held when none was yet. */
  pinnedAt(atMs: number): ContentSnapshotView {
    for (let index = this.held.length - 1; index > 0; index--) {
      if (this.held[index]!.activatesAtMs <= atMs) return this.held[index]!;
    }
    return this.held[0]!;
  }

  /**
   * Loads the snapshot; unchanged versions cost a 304. A call while a load runs waits for one more
   * load after it (coalesced with any other such call): the running one may have read the version
   * before a write that committed since, and the caller must see that write.
   */
  refresh(): Promise<void> {
    if (!this.loading) {
      this.loading = this.load().finally(() => (this.loading = null));
      return this.loading;
    }
    this.again ??= this.loading
      .catch(() => undefined)
      .then(() => {
        this.again = null;
        return this.refresh();
      });
    return this.again;
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
      // The snapshot's own version says how current it is; this group is one process's alone.
      reportLag: false,
      logger: this.options.logger,
      handle: async ({ envelope }) => {
        const change = decodePayload(envelope, contentEvents.ContentChangedSchema);
        if (change && Number(change.version) > this.latestVersion) await this.refresh();
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

  /**
   * The world as draft release `releaseId` would make it, for an admin's preview: loaded from content
   * and kept for a moment, so a preview's requests reuse it and the draft's edits show within seconds.
   */
  preview(releaseId: number): Promise<ContentSnapshotView> {
    return this.previews.view(releaseId);
  }

  private async load(): Promise<void> {
    const loaded = await fetchSnapshot(this.options, '/internal/snapshot', this.latestVersion);
    if (!loaded || loaded.version <= this.latestVersion) return;
    const now = Date.now();
    // Kept: a version while its successor is not in force yet or only just (requests started before).
    // The placeholder before the first load is never an answer.
    this.held = [...this.held, loaded].filter(
      (snapshot, index, all) =>
        index === all.length - 1 ||
        (snapshot.version >= 0 && all[index + 1]!.activatesAtMs > now - REPLACED_KEPT_MS),
    );
    this.options.logger.info(
      { version: loaded.version, activatesAt: new Date(loaded.activatesAtMs).toISOString() },
      'content snapshot loaded',
    );
  }
}

interface SnapshotSource {
  contentUrl: string;
  sharedSecret: string;
  service: string;
}

/** Content's snapshot at `path`, or null when it answers 304 to the version held. */
async function fetchSnapshot(
  source: SnapshotSource,
  path: string,
  heldVersion?: number,
): Promise<PinnedSnapshot | null> {
  const token = signInternalToken(
    { viewer: null, requestId: randomUUID(), clientIp: '', service: source.service },
    source.sharedSecret,
  );
  const headers: Record<string, string> = { [INTERNAL_AUTH_HEADER]: token };
  if (heldVersion !== undefined && heldVersion >= 0) headers['if-none-match'] = `"${heldVersion}"`;
  const response = await fetch(`${source.contentUrl}${path}`, {
    headers,
    signal: AbortSignal.timeout(15_000),
  });
  if (response.status === 304) return null;
  if (!response.ok) throw await snapshotRefusal(response);
  return decodeSnapshot(new Uint8Array(await response.arrayBuffer()));
}

/** Content's own refusal (an unknown or published release: 404, 409) is the caller's; else an outage. */
async function snapshotRefusal(response: Response): Promise<Error> {
  const body = (await response.json().catch(() => null)) as { code?: string; message?: string } | null;
  if (response.status < 500 && body?.code && body.message) {
    return new AppError(response.status, body.code, body.message);
  }
  return new ServiceUnavailableError(`The content service answered ${response.status}; please try again`);
}

function decodeSnapshot(bytes: Uint8Array): PinnedSnapshot {
  const message = fromBinary(contentSnapshot.ContentSnapshotSchema, bytes);
  const byKind = new Map<string, Map<number, ContentData>>();
  for (const entry of message.entries) {
    const kind = byKind.get(entry.kind) ?? new Map<number, ContentData>();
    kind.set(entry.id, { id: entry.id, ...(JSON.parse(entry.dataJson) as ContentData) });
    byKind.set(entry.kind, kind);
  }
  return new PinnedSnapshot({
    version: Number(message.version),
    activatesAtMs: Number(message.activatesAtMs),
    byKind,
    statMax: new Map(
      message.statMax.map((row) => [
        row.statShortName.toLowerCase(),
        { currentTargetMax: row.currentTargetMax, desiredPercent: row.desiredPercent },
      ]),
    ),
    settings: new Map(message.settings.map((row) => [row.key, row.value])),
  });
}

/** How long a preview's snapshot is reused before content is asked again. */
const PREVIEW_FRESH_MS = 2_000;
/** A preview's snapshot is let go this long after it was loaded (a newer load replaces it before). */
const PREVIEW_KEPT_MS = 60_000;
/** Previews held at once; the oldest goes first (a handful of admins preview at a time). */
const PREVIEWS_HELD = 16;

/** Draft releases' snapshots for previews, each reused for a moment, concurrent loads coalesced. */
class PreviewSnapshots {
  private readonly held = new Map<number, { loadedAt: number; view: Promise<PinnedSnapshot> }>();

  constructor(private readonly source: SnapshotSource) {}

  view(releaseId: number): Promise<ContentSnapshotView> {
    // An admin's preview lasts minutes: snapshots nobody asked for in a while are let go.
    for (const [id, { loadedAt }] of this.held) {
      if (Date.now() - loadedAt > PREVIEW_KEPT_MS) this.held.delete(id);
    }
    const kept = this.held.get(releaseId);
    if (kept && Date.now() - kept.loadedAt < PREVIEW_FRESH_MS) return kept.view;
    const view = fetchSnapshot(this.source, `/internal/snapshot?release=${releaseId}`).then(
      (loaded) => loaded!,
    );
    this.held.delete(releaseId);
    this.held.set(releaseId, { loadedAt: Date.now(), view });
    // A refusal is not kept: the next request asks again.
    view.catch(() => {
      if (this.held.get(releaseId)?.view === view) this.held.delete(releaseId);
    });
    while (this.held.size > PREVIEWS_HELD) this.held.delete(this.held.keys().next().value!);
    return view;
  }
}

/**
 * The content a request reads: for a previewing admin the draft's snapshot, for everyone else the
 * version in force when the request reached the gateway, so every service answering it reads the
 * same one (docs/content-releases.md).
 */
export function requestContent(
  request: { preview?: number; asOf: number },
  snapshot: Pick<ContentSnapshotCache, 'preview' | 'pinnedAt'>,
): Promise<ContentSnapshotView> {
  return request.preview !== undefined
    ? snapshot.preview(request.preview)
    : Promise.resolve(snapshot.pinnedAt(request.asOf));
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
