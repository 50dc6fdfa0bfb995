import { graphql } from '../../__generated__';
import type { JournalEntryFieldsFragment } from '../../__generated__/graphql';

/** One journal entry with everything its type may show (spec 000 section 3, Journal entry). */
export const JOURNAL_ENTRY_FIELDS = graphql(`
  fragment JournalEntryFields on JournalEntry {
    id
    type
    timestamp
    combatInfo {
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

/** A page of the signed-in player's journal, newest first. */
export const PLAYER_JOURNAL = graphql(`
  query PlayerJournal($limit: Int!, $offset: Int!) {
    journal(limit: $limit, offset: $offset) {
      total
      entries {
        ...JournalEntryFields
      }
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
