import { randomUUID } from 'node:crypto';
import { create, type MessageInitShape } from '@bufbuild/protobuf';
import { decodeEnvelope, encodeEvent, gameEvents } from '@vh/contracts';
import { ratedHuntsOf } from '../huntRates';

const { EnemyPick } = gameEvents;

function huntEnvelope(hunt: MessageInitShape<typeof gameEvents.HuntCompletedSchema>, id = randomUUID()) {
  const payload = create(gameEvents.HuntCompletedSchema, { userId: randomUUID(), ...hunt });
  return decodeEnvelope(
    encodeEvent(gameEvents.HuntCompletedSchema, payload, { id, occurredAt: new Date(), producer: 'tests' }),
  );
}

const described = {
  huntingGroundId: 3,
  huntingTableId: 30,
  enemyId: 7,
  tableEnemyId: 7,
  enemyPick: EnemyPick.TABLE,
  baitItemId: 1,
};

describe('ratedHuntsOf', () => {
  it('takes the hunt facts and the loot of a win, one drop per item and hunt', () => {
    const envelope = huntEnvelope({
      ...described,
      result: 2,
      lootRolled: true,
      lootchancePercent: 15,
      loot: [
        { itemId: 100, amount: 2n },
        { itemId: 101, amount: 1n },
        { itemId: 100, amount: 3n },
      ],
    });
    expect(ratedHuntsOf([envelope])).toEqual({
      hunts: [
        {
          eventId: envelope.id,
          huntingGroundId: 3,
          enemyId: 7,
          huntingTableId: 30,
          tableEnemyId: 7,
          lootRolled: true,
          lootchancePercent: 15,
        },
      ],
      drops: [
        { eventId: envelope.id, itemId: 100, amount: 5 },
        { eventId: envelope.id, itemId: 101, amount: 1 },
      ],
    });
  });

  it('counts a redelivery in the same batch once', () => {
    const envelope = huntEnvelope({ ...described, result: 3 });
    expect(ratedHuntsOf([envelope, envelope]).hunts).toHaveLength(1);
  });

  it('leaves out events without the pick, hunts without an enemy, other events, and loot not rolled', () => {
    const older = huntEnvelope({ ...described, enemyPick: EnemyPick.UNSPECIFIED, result: 2 });
    const noBait = huntEnvelope({ huntingGroundId: 3, result: 4, enemyPick: EnemyPick.TABLE });
    const progress = decodeEnvelope(
      encodeEvent(
        gameEvents.PlayerProgressedSchema,
        create(gameEvents.PlayerProgressedSchema, { userId: randomUUID() }),
        { id: randomUUID(), occurredAt: new Date(), producer: 'tests' },
      ),
    );
    const lost = huntEnvelope({ ...described, result: 3, loot: [{ itemId: 100, amount: 1n }] });
    const rated = ratedHuntsOf([older, noBait, progress, lost]);
    expect(rated.hunts.map((hunt) => hunt.eventId)).toEqual([lost.id]);
    expect(rated.drops).toEqual([]);
  });
});
