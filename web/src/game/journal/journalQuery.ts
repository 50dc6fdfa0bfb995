import { graphql } from '../../__generated__';
import type { JournalEntryFieldsFragment } from '../../__generated__/graphql';

/** One journal entry with everything its type may show (spec 000 section 3, Journal entry). */
export const JOURNAL_ENTRY_FIELDS = graphql(`
  fragment JournalEntryFields on JournalEntry {
    id
    type
    timestamp
    combatInfo {
      combatId
      result
      autoHunt
      questing
      bloodlust
      megalomania
      bloodcraze
      xplosion
      investment
      cloning
      rewardXP
      goldChange
      timestamp
      enemyInfo {
        enemyId
        name
        imageId
        reward {
          name
          shortName
          value
          imageId
        }
      }
      loot {
        ...HuntLootFields
      }
    }
    data {
      travelName
      travelImageId
      newRankName
      progress
      reward
      message
    }
  }
`);

/** A page of the signed-in player's journal, filtered and searched, newest first, by cursor. */
export const JOURNAL_SEARCH = graphql(`
  query JournalSearch($filter: JournalFilter, $after: String, $limit: Int!) {
    journalEntries(filter: $filter, after: $after, limit: $limit) {
      nextCursor
      entries {
        ...JournalEntryFields
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

export type JournalEntryData = JournalEntryFieldsFragment;
export type JournalCombatInfo = NonNullable<JournalEntryData['combatInfo']>;
