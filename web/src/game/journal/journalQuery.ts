import { graphql } from '../../__generated__';
import type { JournalSearchQuery } from '../../__generated__/graphql';

/** A page of the signed-in player's journal, filtered and searched, newest first, by cursor. */
export const JOURNAL_SEARCH = graphql(`
  query JournalSearch($filter: JournalFilter, $after: String, $limit: Int!) {
    journalEntries(filter: $filter, after: $after, limit: $limit) {
      nextCursor
      entries {
        ...JournalEntryFields
        combatInfo {
          combatId
        }
      }
    }
  }
`);

/** What the journal's enemy and hunting ground filters offer. */
export const JOURNAL_FILTER_OPTIONS = graphql(`
  query JournalFilterOptions {
    enemies {
      id
      name
    }
    huntingGrounds {
      id
      name
    }
  }
`);

/** The name and picture of an item a reward names only by id. */
export const JOURNAL_REWARD_ITEM = graphql(`
  query JournalRewardItem($id: Int!) {
    item(id: $id) {
      id
      name
      imageId
      rarityRef {
        id
        colorHex
      }
    }
  }
`);

/** An entry: the contract's JournalEntryFields (contracts/graphql/fragments/journal.graphql) and its fight's id. */
export type JournalEntryData = JournalSearchQuery['journalEntries']['entries'][number];
export type JournalCombatInfo = NonNullable<JournalEntryData['combatInfo']>;
