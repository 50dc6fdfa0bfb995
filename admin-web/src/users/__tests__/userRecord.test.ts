/// <reference types="jest" />
import { balancesOf, userChanges } from '../userRecord';

describe('the user editor record', () => {
  it('shows every currency in the game order, 0 where the player holds none', () => {
    const balances = balancesOf(
      [{ shortName: 'DUST', value: 7 }],
      [
        { shortName: 'DUST', name: 'Grave Dust', orderIndex: 20 },
        { shortName: 'VGC', name: 'Vampire Gold Coins', orderIndex: 10 },
      ],
    );
    expect(balances).toEqual([
      { shortName: 'VGC', name: 'Vampire Gold Coins', value: 0 },
      { shortName: 'DUST', name: 'Grave Dust', value: 7 },
    ]);
  });

  it('splits a saved form into the account fields and the game values', () => {
    const changes = userChanges({
      id: 'u1',
      name: 'vlad',
      email: 'vlad@example.com',
      userRole: 666,
      patreonType: 2,
      xp: 40,
      balances: [{ shortName: 'VGC', name: 'Vampire Gold Coins', value: 12 }],
      inventory: [],
    });
    expect(changes).toEqual({
      input: { id: 'u1', name: 'vlad', email: 'vlad@example.com', userRole: 666, patreonType: 2 },
      userId: 'u1',
      xp: 40,
      currencies: [{ name: 'VGC', value: 12 }],
    });
  });
});
