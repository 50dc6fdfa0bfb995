import type { Knex, Viewer } from '@vh/kit';
import type { EntryRepository } from './repositories/entryRepository';
import type { SettingRepository } from './repositories/settingRepository';

export interface ContentDeps {
  db: Knex;
  entries: EntryRepository;
  settings: SettingRepository;
}

export interface Caller {
  viewer: Viewer | null;
  requestId: string;
}
