import type { ContentUsageQuery, ContentUse } from '@vh/contracts';
import type { Knex, Viewer } from '@vh/kit';
import { EntryRepository } from './repositories/entryRepository';
import { ImageRepository } from './repositories/imageRepository';
import { ReleaseRepository } from './repositories/releaseRepository';
import { SettingRepository } from './repositories/settingRepository';
import { StatMaxRepository } from './repositories/statMaxRepository';

export interface ContentDeps {
  db: Knex;
  entries: EntryRepository;
  settings: SettingRepository;
  images: ImageRepository;
  statMax: StatMaxRepository;
  releases: ReleaseRepository;
  /**
   * Asks the services that keep references to content (the game: players' state; payments: premium
   * packages) which entries they still use (kit askContentUsage); content's only outward calls.
   */
  usage: (query: ContentUsageQuery, requestId: string) => Promise<ContentUse[]>;
  /**
   * How long after its commit a published release is in force (CONTENT_ACTIVATION_DELAY_MS): time
   * for every service to load its snapshot first, so all switch at one instant.
   */
  activationDelayMs: number;
  /**
   * Called once a publication committed: the service reloads its own snapshot, from which its
   * players' reads answer, before the write answers.
   */
  afterPublish: () => Promise<void>;
}

/** Where no game is asked (the seeder creates, never deletes): a deletion's check refuses. */
const noUsageAnswers: ContentDeps['usage'] = () => {
  throw new Error('No game service to ask about content usage here');
};

/** The repositories over one database; the service and the migration/seed step share them. */
export function createContentDeps(
  db: Knex,
  usage: ContentDeps['usage'] = noUsageAnswers,
  activationDelayMs = 0,
): ContentDeps {
  return {
    activationDelayMs,
    afterPublish: async () => {},
    db,
    entries: new EntryRepository(db),
    settings: new SettingRepository(db),
    images: new ImageRepository(db),
    statMax: new StatMaxRepository(db),
    releases: new ReleaseRepository(db),
    usage,
  };
}

export interface Caller {
  viewer: Viewer | null;
  requestId: string;
}
