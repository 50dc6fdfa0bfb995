import { exchangeSource, type ExchangeCall } from '../ledgerSource';

const call = (over: Partial<ExchangeCall>): ExchangeCall => ({
  requestedBy: 'economy',
  idempotencyKey: 'trade:3f0c',
  reason: 'buy',
  items: [{ delta: 10 }],
  ...over,
});

describe('the ledger source of an exchange', () => {
  it('reads the economy trade kinds, a purchase that uses up materials being a craft', () => {
    expect(exchangeSource(call({}))).toBe('merchant');
    expect(exchangeSource(call({ items: [{ delta: -3 }, { delta: 1 }] }))).toBe('craft');
    expect(exchangeSource(call({ reason: 'sell', items: [{ delta: -2 }] }))).toBe('merchant');
    expect(exchangeSource(call({ reason: 'claim' }))).toBe('claim');
    expect(exchangeSource(call({ reason: 'market' }))).toBe('market');
    expect(exchangeSource(call({ reason: 'refund' }))).toBe('refund');
    expect(exchangeSource(call({ reason: 'something new' }))).toBe('other');
  });

  it("reads payments', analytics' and social's key prefixes", () => {
    const of = (requestedBy: string, idempotencyKey: string) =>
      exchangeSource(call({ requestedBy, idempotencyKey, reason: 'x' }));
    expect(of('payments', 'payment:9a1')).toBe('premium_grant');
    expect(of('payments', 'renewal:9a1:2026-11')).toBe('premium_grant');
    expect(of('payments', 'reversal:9a1')).toBe('reversal');
    expect(of('payments', 'reversal:9a1:held')).toBe('reversal');
    expect(of('analytics', 'league:2026-W47:7f2')).toBe('league_reward');
    expect(of('analytics', 'tournament:12:7f2')).toBe('tournament_reward');
    expect(of('social', 'gift:881')).toBe('gift');
    expect(of('social', 'expedition:4:7f2')).toBe('expedition');
  });

  it('takes a prefix only from the service that owns it', () => {
    expect(exchangeSource(call({ requestedBy: 'tests', idempotencyKey: 'gift:1', reason: 'test' }))).toBe(
      'other',
    );
    expect(exchangeSource(call({ requestedBy: 'social', idempotencyKey: 'league:1', reason: 'x' }))).toBe(
      'other',
    );
  });

  it("names an admin's edit an admin grant, whatever its key", () => {
    expect(exchangeSource(call({ requestedBy: 'admin:admin', idempotencyKey: 'admin:1:currencies' }))).toBe(
      'admin_grant',
    );
  });
});
