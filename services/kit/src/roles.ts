/** Role names carried in tokens, mapped from the numeric roles the spec documents. */
export const ROLE_BY_NUMBER = {
  0: 'guest',
  1: 'user',
  2: 'betaUser',
  100: 'admin',
  555: 'notActivated',
  666: 'banned',
} as const;

export type NumericRole = keyof typeof ROLE_BY_NUMBER;
export type RoleName = (typeof ROLE_BY_NUMBER)[NumericRole];

export const NUMERIC_ROLES = Object.keys(ROLE_BY_NUMBER).map(Number) as NumericRole[];

export const NUMBER_BY_ROLE = Object.fromEntries(
  Object.entries(ROLE_BY_NUMBER).map(([number, name]) => [name, Number(number)]),
) as Record<RoleName, NumericRole>;

export function isNumericRole(value: number): value is NumericRole {
  return Object.prototype.hasOwnProperty.call(ROLE_BY_NUMBER, value);
}

export function isRoleName(value: string): value is RoleName {
  return Object.prototype.hasOwnProperty.call(NUMBER_BY_ROLE, value);
}

/** Roles that open the game shell (spec 000 section 6). */
export const PLAYABLE_ROLES: readonly RoleName[] = ['user', 'betaUser', 'admin'];
