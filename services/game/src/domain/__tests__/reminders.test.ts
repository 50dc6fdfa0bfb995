import {
  autoHuntDue,
  buildReminderPayload,
  coffinChargeDue,
  huntReadyDue,
  isSendable,
  missionEndingDue,
  retryDelaySeconds,
  REMINDER_MAX_ATTEMPTS,
} from '../reminders';
import { pushSubscriptionProblem } from '../pushSubscription';
import { COFFIN_RECHARGE_SECONDS, MISSION_ENDING_REMINDER_SECONDS, REMINDER_LATE_SECONDS } from '../rules';

const NOW = 1_800_000_000;

describe('reminder due moments', () => {
  it('the hunt reminder is due when the cooldown ends; never for a player who never hunted', () => {
    expect(huntReadyDue(NOW - 5)).toBe(NOW - 5);
    expect(huntReadyDue(0)).toBeNull();
  });

  it('a coffin charge is due at the latest recharge step that gave a charge', () => {
    const from = NOW - 2 * COFFIN_RECHARGE_SECONDS - 100;
    expect(coffinChargeDue({ charges: 0, rechargeFrom: from }, 3, NOW)).toEqual({
      at: from + 2 * COFFIN_RECHARGE_SECONDS,
      charges: 2,
    });
    // Full after the first step: the second step gave nothing, so nothing is due now.
    expect(coffinChargeDue({ charges: 2, rechargeFrom: from }, 3, NOW)).toBeNull();
    expect(coffinChargeDue({ charges: 0, rechargeFrom: NOW - 10 }, 3, NOW)).toBeNull();
    expect(coffinChargeDue({ charges: 3, rechargeFrom: from }, 3, NOW)).toBeNull();
    expect(coffinChargeDue({ charges: 0, rechargeFrom: 0 }, 3, NOW)).toBeNull();
  });

  it('a mission reminder comes a fixed lead before its end, unless the player completed it', () => {
    expect(missionEndingDue({ endsAt: NOW, completed: false })).toBe(NOW - MISSION_ENDING_REMINDER_SECONDS);
    expect(missionEndingDue({ endsAt: NOW, completed: true })).toBeNull();
  });

  it("the retainer's hunt is keyed by its hour", () => {
    expect(autoHuntDue(500_000)).toBe(500_000 * 3600);
  });

  it('is sent only once due, after the kind was chosen, and while not stale', () => {
    expect(isSendable('huntReady', NOW - 10, NOW - 100, NOW)).toBe(true);
    expect(isSendable('huntReady', NOW + 1, NOW - 100, NOW)).toBe(false);
    expect(isSendable('huntReady', NOW - 10, NOW - 5, NOW)).toBe(false);
    expect(isSendable('huntReady', NOW - REMINDER_LATE_SECONDS - 1, 0, NOW)).toBe(false);
    // The hourly hunt runs somewhere in its hour: a choice made within the hour still gets it.
    const hourStart = NOW - (NOW % 3600);
    expect(isSendable('autoHunt', hourStart, hourStart + 60, hourStart + 120)).toBe(true);
    expect(isSendable('autoHunt', hourStart - 3600, hourStart + 60, hourStart + 120)).toBe(false);
  });
});

describe('reminder payloads', () => {
  it('say what happened, where a click goes, and carry a tag unique per moment', () => {
    expect(buildReminderPayload({ kind: 'huntReady' }, NOW)).toEqual({
      kind: 'huntReady',
      title: 'Ready to hunt',
      body: 'Your hunt cooldown is over.',
      tag: `vh-huntReady-${NOW}`,
      url: '/hunt',
      dueAt: NOW,
    });
    expect(buildReminderPayload({ kind: 'coffinCharge', charges: 2, maxCharges: 3 }, NOW).body).toBe(
      'Coffin charges: 2 of 3.',
    );
    const mission = buildReminderPayload(
      { kind: 'missionEnding', groundName: 'Old Cemetery', endsAt: NOW + 3600 },
      NOW,
    );
    expect(mission.body).toBe('The mission at Old Cemetery ends in 60 minutes.');
    expect(buildReminderPayload({ kind: 'autoHunt', result: 2, enemyName: 'Ghoul' }, NOW).body).toBe(
      'Your retainer defeated Ghoul.',
    );
    expect(buildReminderPayload({ kind: 'autoHunt', result: 4, enemyName: null }, NOW).body).toBe(
      'Your retainer went out, but no bait was equipped.',
    );
  });

  it('retries back off and are bounded', () => {
    expect([1, 2, 3].map(retryDelaySeconds)).toEqual([30, 60, 120]);
    expect(REMINDER_MAX_ATTEMPTS).toBeGreaterThan(1);
  });
});

describe('push subscription validation', () => {
  const p256dh = Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 7)]).toString('base64url');
  const auth = Buffer.alloc(16, 1).toString('base64url');
  const valid = { endpoint: 'https://push.example.org/send/abc', p256dh, auth };

  it('accepts an https endpoint with a P-256 key and a 16-byte secret', () => {
    expect(pushSubscriptionProblem(valid, false)).toBeNull();
  });

  it('refuses http in production, credentials, oversize endpoints and malformed keys', () => {
    const http = { ...valid, endpoint: 'http://127.0.0.1:9/push' };
    expect(pushSubscriptionProblem(http, false)).toBe('The push endpoint must be an https URL');
    expect(pushSubscriptionProblem(http, true)).toBeNull();
    expect(pushSubscriptionProblem({ ...valid, endpoint: 'javascript:alert(1)' }, true)).toMatch(/https/);
    expect(pushSubscriptionProblem({ ...valid, endpoint: 'https://u:p@push.example.org/' }, false)).toMatch(
      /credentials/,
    );
    expect(
      pushSubscriptionProblem({ ...valid, endpoint: `https://x.org/${'a'.repeat(1100)}` }, false),
    ).toMatch(/too long/);
    expect(pushSubscriptionProblem({ ...valid, endpoint: 'not a url' }, false)).toMatch(/not a URL/);
    expect(pushSubscriptionProblem({ ...valid, p256dh: auth }, false)).toMatch(/p256dh/);
    expect(pushSubscriptionProblem({ ...valid, auth: p256dh }, false)).toMatch(/auth/);
    expect(pushSubscriptionProblem({ ...valid, auth: 'not base64!' }, false)).toMatch(/auth/);
  });
});
