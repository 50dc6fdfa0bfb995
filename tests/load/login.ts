/** A player opens the game: logs in with name and password (argon2 on identity), then loads their player. */
import { passwordDigest } from '@vh/scripts/load/accounts';
import type { LoadScenario } from '@vh/scripts/load/scenario';
import { get, json, postForm } from './requests';

export const login: LoadScenario = {
  name: 'login',
  description: 'log in with a password, then getme with the new token',
  tags: { area: 'identity', flow: 'login' },
  // Every login hashes with argon2: a few per second already keep a core of this machine busy.
  players: { count: 40, role: 'user', password: true, hunts: false },
  load: { rate: 4 },
  seconds: 30,
  thresholds: [
    { metric: 'p95', below: 800, request: 'login' },
    { metric: 'p99', below: 1500, request: 'login' },
    { metric: 'p95', below: 200, request: 'getme' },
    { metric: 'errorRate', below: 0.01 },
    { metric: 'checksRate', atLeast: 0.99 },
  ],
  async iteration(session) {
    const { player } = session;
    const body = await session.call(
      'login',
      postForm(
        session,
        '/api/user/login',
        { username: player.name, password: passwordDigest(player.password ?? '') },
        { anonymous: true },
      ),
      json<{ success?: boolean; access_token?: string; message?: string }>((answer) =>
        answer.success && answer.access_token ? null : `refused: ${answer.message}`,
      ),
    );
    if (body === null) return;
    const token = (JSON.parse(body) as { access_token: string }).access_token;
    const signedIn = { ...session, player: { ...player, token } };
    await session.call(
      'getme',
      get(signedIn, '/api/clientUser/getme'),
      json<{ id?: string }>((me) => (me.id === player.userId ? null : 'getme answered another account')),
    );
  },
};
