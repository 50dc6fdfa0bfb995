import { ROLE_BY_NUMBER, type NumericRole, type RoleName } from '@vh/contracts/client';

/** Role names carried in tokens, mapped from the numeric roles the spec documents (contracts' roles.ts). */
export {
  NUMERIC_ROLES,
  PLAYABLE_ROLES,
  ROLE_BY_NUMBER,
  type NumericRole,
  type RoleName,
} from '@vh/contracts/client';

export const NUMBER_BY_ROLE = Object.fromEntries(
  Object.entries(ROLE_BY_NUMBER).map(([number, name]) => [name, Number(number)]),
) as Record<RoleName, NumericRole>;

export function isNumericRole(value: number): value is NumericRole {
  return Object.prototype.hasOwnProperty.call(ROLE_BY_NUMBER, value);
}

export function isRoleName(value: string): value is RoleName {
  return Object.prototype.hasOwnProperty.call(NUMBER_BY_ROLE, value);
}
