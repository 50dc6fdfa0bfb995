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
  /** Asks the game which entries players still use (kit askContentUsage); content's only outward call. */
  usage: (query: ContentUsageQuery, requestId: string) => Promise<ContentUse[]>;
}

/** Where no game is asked (the seeder creates, never deletes): a deletion's check refuses. */
const noUsageAnswers: ContentDeps['usage'] = () => {
  throw new Error('No game service to ask about content usage here');
};

/** The repositories over one database; the service and the migration/seed step share them. */
export function createContentDeps(db: Knex, usage: ContentDeps['usage'] = noUsageAnswers): ContentDeps {
  return {
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
