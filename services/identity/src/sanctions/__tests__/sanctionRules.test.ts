import { checkedSanction } from '../sanctionInput';
import { stateOf } from '../sanctionStates';
import type { SanctionRow } from '../sanctionRepository';

const NOW = new Date('2026-12-01T10:00:00Z');
const inMinutes = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000).toISOString();

function row(kind: SanctionRow['kind'], endsAt: string | null): SanctionRow {
  return { kind, ends_at: endsAt ? new Date(endsAt) : null } as SanctionRow;
}

describe('sanction rules', () => {
  it('takes a graded sanction with its end, reason and note', () => {
    expect(
      checkedSanction(
        { userId: 'u', kind: 'GIFTS_BAN', reason: 'SCAM', note: ' Gold for gifts ', endsAt: inMinutes(90) },
        NOW,
      ),
    ).toEqual({
      kind: 'gifts_ban',
      reason: 'scam',
      note: 'Gold for gifts',
      endsAt: new Date(inMinutes(90)),
      reportIds: [],
      clawbackTournamentIds: [],
    });
  });

  it('names every problem at once', () => {
    expect(() =>
      checkedSanction(
        { userId: 'u', kind: 'ACCOUNT_BAN', reason: 'NONE', note: '', endsAt: inMinutes(0.5) },
        NOW,
      ),
    ).toThrow(
      'reason must be one of the listed reasons; note must hold 1 to 1000 characters; endsAt must be between a minute and a year from now (none: permanent)',
    );
    expect(() =>
      checkedSanction({ userId: 'u', kind: 'ACCOUNT_BAN', reason: 'SPAM', note: 'x' }, NOW),
    ).toThrow('a temporary account ban needs endsAt');
    expect(() =>
      checkedSanction(
        { userId: 'u', kind: 'PERMANENT_BAN', reason: 'SPAM', note: 'x', endsAt: inMinutes(5) },
        NOW,
      ),
    ).toThrow('a permanent ban has no endsAt');
    expect(() =>
      checkedSanction(
        { userId: 'u', kind: 'WARNING', reason: 'SPAM', note: 'x', clawbackTournamentIds: [3] },
        NOW,
      ),
    ).toThrow('only a sanction for farming takes rewards back');
  });

  it("keeps each feature's latest end, permanent above all, and nothing for a warning", () => {
    expect(
      stateOf([
        row('gifts_ban', inMinutes(10)),
        row('gifts_ban', inMinutes(60)),
        row('board_ban', null),
        row('board_ban', inMinutes(5)),
        row('account_ban', inMinutes(30)),
        row('permanent_ban', null),
        row('warning', null),
      ]),
    ).toEqual({ gifts: Date.parse(inMinutes(60)), board: 0, account: 0 });
  });
});
