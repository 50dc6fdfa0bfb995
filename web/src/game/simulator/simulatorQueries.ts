import { graphql } from '../../__generated__';
import type { SimulateSetupQuery, SimulatorContentQuery } from '../../__generated__/graphql';

/** What the setup composer offers: every item a player can meet, the grounds and their regions. */
export const SIMULATOR_CONTENT = graphql(`
  query SimulatorContent {
    items {
      id
      name
      imageId
      animatedId
      reqXP
      typeRef {
        id
        name
        shortName
        isEquipment
        alwaysEquipped
      }
      rarityRef {
        id
        colorHex
      }
    }
    huntingGrounds {
      id
      name
      regionId
      sequence
      xpReqired
    }
    regions {
      id
      name
      sequence
    }
  }
`);

/** What the comparison shows of one setup's outcome. */
export const OUTCOME_FIELDS = graphql(`
  fragment SimulationOutcomeFields on SimulationOutcome {
    huntingGroundId
    hunts
    wins
    draws
    losses
    emptyHunts
    winRate
    winRateLow
    winRateHigh
    averageRounds
    xpPerHunt
    goldPerHunt
    huntsPerHour
    xpPerHour
    goldPerHour
    currencies {
      name
      shortName
      imageId
      perHunt
      perHour
    }
    loot {
      itemId
      name
      imageId
      rarity {
        colorHex
      }
      dropRate
      amountPerHunt
      amountPerHour
    }
    enemies {
      enemyId
      name
      imageId
      rarity {
        colorHex
      }
      encounterRate
      winRate
    }
  }
`);
/** Runs a composed setup and the player's current one on the same seeds. */
export const SIMULATE_SETUP = graphql(`
  query SimulateSetup($setup: SimulationSetupInput!, $hunts: Int) {
    simulateSetup(setup: $setup, hunts: $hunts) {
      hunts
      seed
      setup {
        ...SimulationOutcomeFields
      }
      current {
        ...SimulationOutcomeFields
      }
      currentRefusal
    }
  }
`);

export type SimulatorItem = SimulatorContentQuery['items'][number];
export type SimulatorGround = SimulatorContentQuery['huntingGrounds'][number];
export type SetupSimulation = SimulateSetupQuery['simulateSetup'];
export type SimulationOutcome = SetupSimulation['setup'];
