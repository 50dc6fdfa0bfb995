import jwt from 'jsonwebtoken';
import { ForbiddenError, SecondFactorRequiredError, UnauthorizedError } from '../errors';
import {
  isAdmin,
  requireAdmin,
  requirePlayer,
  requireServiceCaller,
  requireViewer,
  signInternalToken,
  verifyInternalToken,
} from '../auth';
import { NUMBER_BY_ROLE, ROLE_BY_NUMBER, isNumericRole } from '../roles';

const secret = 'a-shared-secret-of-enough-length';
const viewer = { userId: 'u1', name: 'alice', role: 'user' as const };

describe('internal identity token', () => {
  it('carries the viewer, request id and client ip from gateway to subgraph', () => {
    const token = signInternalToken({ viewer, requestId: 'r1', clientIp: '10.0.0.1' }, secret);
    expect(verifyInternalToken(token, secret)).toEqual({ viewer, requestId: 'r1', clientIp: '10.0.0.1' });
  });

  it('carries anonymous calls without a viewer', () => {
    const token = signInternalToken({ viewer: null, requestId: 'r2', clientIp: '' }, secret);
    expect(verifyInternalToken(token, secret).viewer).toBeNull();
  });

  it('is refused when signed with another secret, expired or not from the gateway', () => {
    const forged = signInternalToken(
      { viewer, requestId: 'r', clientIp: '' },
      'another-secret-of-enough-length',
    );
    expect(() => verifyInternalToken(forged, secret)).toThrow(UnauthorizedError);
    const expired = jwt.sign({ rid: 'r', ip: '', exp: Math.floor(Date.now() / 1000) - 10 }, secret, {
      issuer: 'vh-gateway',
      audience: 'vh-subgraph',
    });
    expect(() => verifyInternalToken(expired, secret)).toThrow(UnauthorizedError);
    const wrongAudience = jwt.sign({ rid: 'r', ip: '' }, secret, { issuer: 'vh-gateway', audience: 'other' });
    expect(() => verifyInternalToken(wrongAudience, secret)).toThrow(UnauthorizedError);
  });
});

describe('requireServiceCaller', () => {
  it('accepts only a service token, never a forwarded player or no token at all', () => {
    const service = signInternalToken(
      { viewer: null, requestId: 'r', clientIp: '', service: 'economy' },
      secret,
    );
    expect(requireServiceCaller(service, secret)).toMatchObject({ service: 'economy', requestId: 'r' });
    const player = signInternalToken({ viewer: viewer, requestId: 'r', clientIp: '1.2.3.4' }, secret);
    expect(() => requireServiceCaller(player, secret)).toThrow(UnauthorizedError);
    expect(() => requireServiceCaller(undefined, secret)).toThrow('A service token is required');
  });
});

describe('role guards', () => {
  it('requireViewer refuses anonymous calls with 401', () => {
    expect(() => requireViewer(null)).toThrow(UnauthorizedError);
    expect(requireViewer(viewer)).toBe(viewer);
  });

  it('requirePlayer admits user, betaUser and admin only', () => {
    for (const role of ['user', 'betaUser', 'admin'] as const)
      expect(requirePlayer({ ...viewer, role }).role).toBe(role);
    for (const role of ['notActivated', 'banned', 'guest'] as const) {
      expect(() => requirePlayer({ ...viewer, role })).toThrow(ForbiddenError);
    }
  });

  it('requireAdmin refuses every other role with 403', () => {
    expect(() => requireAdmin(viewer)).toThrow('Admin role required');
    expect(() => requireAdmin({ ...viewer, secondFactor: true })).toThrow('Admin role required');
    expect(requireAdmin({ ...viewer, role: 'admin', secondFactor: true }).role).toBe('admin');
  });

  it('requireAdmin refuses an admin session without the second factor with SECOND_FACTOR_REQUIRED', () => {
    const refusal = (() => {
      try {
        requireAdmin({ ...viewer, role: 'admin' });
      } catch (error) {
        return error;
      }
    })();
    expect(refusal).toBeInstanceOf(SecondFactorRequiredError);
    expect(refusal).toMatchObject({ status: 403, code: 'SECOND_FACTOR_REQUIRED' });
    expect(() => requireAdmin({ ...viewer, role: 'admin', secondFactor: false })).toThrow(
      SecondFactorRequiredError,
    );
  });

  it('isAdmin is the admin role with the second factor, nothing less', () => {
    expect(isAdmin(null)).toBe(false);
    expect(isAdmin({ ...viewer, role: 'admin' })).toBe(false);
    expect(isAdmin({ ...viewer, secondFactor: true })).toBe(false);
    expect(isAdmin({ ...viewer, role: 'admin', secondFactor: true })).toBe(true);
  });

  it('the internal token carries the second factor to subgraphs, and only when passed', () => {
    const admin = { ...viewer, role: 'admin' as const };
    const passed = signInternalToken(
      { viewer: { ...admin, secondFactor: true }, requestId: 'r', clientIp: '' },
      secret,
    );
    expect(verifyInternalToken(passed, secret).viewer).toEqual({ ...admin, secondFactor: true });
    const without = signInternalToken({ viewer: admin, requestId: 'r', clientIp: '' }, secret);
    expect(verifyInternalToken(without, secret).viewer).toEqual(admin);
  });
});

describe('numeric roles', () => {
  it('map both ways as the spec documents', () => {
    expect(ROLE_BY_NUMBER).toEqual({
      0: 'guest',
      1: 'user',
      2: 'betaUser',
      100: 'admin',
      555: 'notActivated',
      666: 'banned',
    });
    expect(NUMBER_BY_ROLE.notActivated).toBe(555);
    expect(isNumericRole(100)).toBe(true);
    expect(isNumericRole(3)).toBe(false);
  });

  it('carries a preview only for an admin with the second factor', () => {
    const admin = { ...viewer, role: 'admin' as const, secondFactor: true };
    const previewing = signInternalToken({ viewer: admin, requestId: 'r', clientIp: '', preview: 7 }, secret);
    expect(verifyInternalToken(previewing, secret).preview).toBe(7);
    const player = signInternalToken({ viewer, requestId: 'r', clientIp: '', preview: 7 }, secret);
    expect(verifyInternalToken(player, secret)).not.toHaveProperty('preview');
    const passwordOnly = signInternalToken(
      { viewer: { ...admin, secondFactor: false }, requestId: 'r', clientIp: '', preview: 7 },
      secret,
    );
    expect(verifyInternalToken(passwordOnly, secret)).not.toHaveProperty('preview');
  });
});
