import { Topics, decodePayload, identityEvents } from '@vh/contracts';
import { EventCollector } from '../kit/events';
import { activatedPlayer, adminClient, registerPlayer } from '../kit/players';

describe('identity events on Kafka', () => {
  let collector: EventCollector;

  beforeAll(async () => {
    collector = await new EventCollector(Topics.identityUsers).start();
  });
  afterAll(() => collector.stop());

  it('publishes UserRegistered with the envelope fields for a new account', async () => {
    const player = await registerPlayer();
    const envelope = await collector.waitFor(
      (candidate) => decodePayload(candidate, identityEvents.UserRegisteredSchema)?.userId === player.id,
    );
    expect(envelope.producer).toBe('identity');
    expect(envelope.type).toBe('vh.identity.v1.UserRegistered');
    expect(envelope.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(envelope.occurredAt).toBeDefined();
    expect(decodePayload(envelope, identityEvents.UserRegisteredSchema)).toMatchObject({
      name: player.name,
      email: player.email,
      role: identityEvents.UserRole.NOT_ACTIVATED,
    });
  });

  it('publishes UserActivated, UserUpdated and UserDeleted', async () => {
    const player = await activatedPlayer();
    await collector.waitFor(
      (e) => decodePayload(e, identityEvents.UserActivatedSchema)?.userId === player.id,
    );
    const admin = await adminClient();
    await admin.request('PUT', '/api/user', { json: { id: player.id, patreonType: 4 } });
    const updated = await collector.waitFor(
      (e) => decodePayload(e, identityEvents.UserUpdatedSchema)?.userId === player.id,
    );
    expect(decodePayload(updated, identityEvents.UserUpdatedSchema)?.patreonType).toBe(4);
    await admin.request('DELETE', `/api/user/${player.id}`);
    await collector.waitFor((e) => decodePayload(e, identityEvents.UserDeletedSchema)?.userId === player.id);
  });
});
