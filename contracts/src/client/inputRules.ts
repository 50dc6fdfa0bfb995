/**
 * Input rules the owning services check and the REST facade states in its document (refused there
 * with the same message, before the operation runs). Patterns are whole values in plain ASCII
 * classes, which every client's regular expressions read alike; `trimmed` text is matched after the
 * service trims it, so spaces and tabs around it are allowed.
 */
export interface TextRule {
  pattern: string;
  message: string;
  /** The most characters the facade takes (room for the spaces a trimmed value may carry). */
  maxLength: number;
  trimmed?: boolean;
}

/** An account's fields as identity takes them (services/identity/src/domain/credentials.ts). */
export const ACCOUNT_RULES = {
  username: {
    pattern: '[A-Za-z0-9_-]{3,20}',
    message: 'Username must be 3 to 20 characters: letters, digits, _ or -',
    maxLength: 40,
    trimmed: true,
  },
  email: {
    pattern: '[A-Za-z0-9_.-]+@([A-Za-z0-9_-]+\\.)+[A-Za-z0-9_-]{2,4}',
    message: 'Please enter a valid email address',
    maxLength: 254,
    trimmed: true,
  },
  passwordDigest: {
    pattern: '[0-9a-fA-F]{64}',
    message: 'Password must be sent as its SHA-256 hex digest (64 hexadecimal characters)',
    maxLength: 64,
  },
} as const satisfies Record<string, TextRule>;

/** A mailed link's token: 256 random bits as base64url (identity's accountTokens.ts). */
export const LINK_TOKEN_PATTERN = '[A-Za-z0-9_-]{43}';

/** Identity's refusal of a mailed link's token (an activation, password reset or account deletion link). */
export const linkExpired = (link: string) => `This ${link} link is invalid, already used or expired`;

/** The most of one item one call trades, either way (economy's tradePlan.ts; the Jewel's largest button is 1000), and an admin grants at once. */
export const MAX_TRADE_AMOUNT = 1_000_000;

/** A setting's key as content takes it (services/content/src/useCases/settings.ts). */
export const SETTING_KEY_RULE = {
  pattern: '[A-Za-z][A-Za-z0-9_.-]{0,99}',
  message: 'key must start with a letter and hold letters, digits, _ . or -',
  maxLength: 100,
} as const satisfies TextRule;

/** A rule's pattern as a RegExp of the whole value. */
export const wholeValue = (rule: TextRule): RegExp => new RegExp(`^(?:${rule.pattern})$`);

/** A whole number's bounds and the refusal of one outside them. */
export interface IntegerRule {
  minimum: number;
  maximum: number;
  message: string;
}

/** A market order's numbers as economy takes them (services/economy/src/market/marketRules.ts). */
export const MARKET_ORDER_RULES = {
  price: {
    minimum: 1,
    maximum: 1_000_000,
    message: 'The price must be a whole number of VGC from 1 to 1000000 per unit',
  },
  quantity: {
    minimum: 1,
    maximum: 10_000,
    message: 'The quantity must be a whole number from 1 to 10000',
  },
} as const satisfies Record<string, IntegerRule>;
