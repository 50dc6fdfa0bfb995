import { BadRequestError } from '@vh/kit';
import type { IdentityDeps } from '../deps';
import { register } from '../useCases/registration';

/** The opening date is a rule of the use case; nothing is touched before it is checked. */
describe('registration opening date', () => {
  const deps = {
    env: { REGISTRATION_OPENS_AT: '2024-06-24T11:00:00+02:00' },
    limits: { consume: jest.fn().mockResolvedValue(undefined) },
    users: { existsByName: jest.fn(), existsByEmail: jest.fn() },
    now: () => new Date('2024-06-24T08:59:59Z'),
  } as unknown as IdentityDeps;

  it('refuses registration before 24 June 2024 11:00 Europe/Berlin', async () => {
    await expect(
      register(
        deps,
        { viewer: null, requestId: 'r', clientIp: '1.2.3.4' },
        { username: 'abc', password: 'x', email: 'a@b.de' },
      ),
    ).rejects.toThrow(BadRequestError);
    expect(deps.users.existsByName).not.toHaveBeenCalled();
  });
});
