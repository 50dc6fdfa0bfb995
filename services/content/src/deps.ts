import type { Knex, Viewer } from '@vh/kit';
import { EntryRepository } from './repositories/entryRepository';
import { ImageRepository } from './repositories/imageRepository';
import { SettingRepository } from './repositories/settingRepository';
import { StatMaxRepository } from './repositories/statMaxRepository';

export interface ContentDeps {
  db: Knex;
  entries: EntryRepository;
  settings: SettingRepository;
  images: ImageRepository;
  statMax: StatMaxRepository;
}

/** The repositories over one database; the service and the migration/seed step share them. */
export function createContentDeps(db: Knex): ContentDeps {
  return {
    db,
    entries: new EntryRepository(db),
    settings: new SettingRepository(db),
    images: new ImageRepository(db),
    statMax: new StatMaxRepository(db),
  };
}

export interface Caller {
  viewer: Viewer | null;
  requestId: string;
}
