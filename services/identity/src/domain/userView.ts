import { ROLE_BY_NUMBER, isNumericRole, type RoleName } from '@vh/kit';

/** An account as stored. */
export interface UserRecord {
  id: string;
  name: string;
  email: string;
  password_hash: string;
  role: number;
  patreon_type: number;
  activated_at: Date | null;
  created_at: Date;
  /** Carried in tokens as `gen`; incremented to end every session of the account. */
  session_generation: number;
}

export function roleNameOf(role: number): RoleName {
  return isNumericRole(role) ? ROLE_BY_NUMBER[role] : 'guest';
}

/** What the audit trail keeps of an account: the fields admins edit, never credentials. */
export const auditedAccount = (user: UserRecord) => ({
  name: user.name,
  email: user.email,
  userRole: user.role,
  patreonType: user.patreon_type,
});
