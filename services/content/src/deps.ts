import type { Knex, Viewer } from '@vh/kit';
import type { EntryRepository } from './repositories/entryRepository';
import type { ImageRepository } from './repositories/imageRepository';
import type { SettingRepository } from './repositories/settingRepository';
import type { StatMaxRepository } from './repositories/statMaxRepository';

export interface ContentDeps {
  db: Knex;
  entries: EntryRepository;
  settings: SettingRepository;
  images: ImageRepository;
  statMax: StatMaxRepository;
}

export interface Caller {
  viewer: Viewer | null;
  requestId: string;
}
