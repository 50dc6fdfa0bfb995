/**
 * The numeric roles of spec 002 section 3 (User): the name tokens carry and the label the admin
 * editor shows, written once for identity, the kit, the gateway's document and the admin web.
 */
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

/** Roles that open the game shell (spec 000 section 6). */
export const PLAYABLE_ROLES: readonly RoleName[] = ['user', 'betaUser', 'admin'];

/** A role's label as the spec writes it (the admin editor's choices). */
export const ROLE_LABELS: Readonly<Record<NumericRole, string>> = {
  0: 'Guest',
  1: 'User',
  2: 'betaUser',
  100: 'Admin',
  555: 'notActivated',
  666: 'Banned',
};

/** Patron types by code (0 to 5), as the admin editor names them; identity takes no other. */
export const PATREON_TYPE_NAMES = ['none', 'Fledgling', 'Neonate', 'Ancilla', 'Elder', 'Methuselah'] as const;
