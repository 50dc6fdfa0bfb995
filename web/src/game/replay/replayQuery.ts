import { graphql } from '../../__generated__';
import type { FightReplayQuery } from '../../__generated__/graphql';

/** A stored fight re-simulated by the server (never a saved transcript), in the hunt screen's shape. */
export const FIGHT_REPLAY = graphql(`
  query FightReplay($id: ID!) {
    fightReplay(id: $id) {
      id
      engineVersion
      startedAt
      huntingGroundName
      baitName
      own
      shareToken
      combat {
        ...CombatFields
      }
    }
  }
`);

/** Whether the stored fight reproduces exactly when played again from its inputs. */
export const VERIFY_FIGHT = graphql(`
  query VerifyFight($id: ID!) {
    verifyFight(id: $id) {
      id
      engineVersion
      reproduced
      mismatches
    }
  }
`);

export type FightReplay = FightReplayQuery['fightReplay'];
