/**
 * Player reports and graded sanctions (docs/sanctions.md): the kinds of sanction, the features a
 * sanction can close, the reasons players and admins pick from, and the bounds of what they write.
 * Written once here so identity, social, analytics, economy and both web apps cannot disagree.
 */

/** The graded sanctions, mildest first. GraphQL answers the code upper-cased (`LADDER_HOLD`). */
export const SANCTION_KINDS = [
  { code: 'warning', label: 'Warning', bites: 'Nothing: a recorded warning the player sees' },
  {
    code: 'ladder_hold',
    label: 'Ladder hold',
    bites: 'Out of every ladder, league and tournament; ranks recomputed without the player',
  },
  { code: 'market_ban', label: 'Market ban', bites: 'No listing, buying or bidding on the market' },
  { code: 'gifts_ban', label: 'Gifts ban', bites: 'No sending or claiming daily gifts' },
  {
    code: 'board_ban',
    label: 'Coven board ban',
    bites: "No posting or reporting on a coven's board (reading stays)",
  },
  {
    code: 'coven_ban',
    label: 'Coven membership ban',
    bites:
      'No founding, joining, inviting, reading the board or starting expeditions (membership is kept, suspended)',
  },
  {
    code: 'account_ban',
    label: 'Temporary account ban',
    bites: 'Every session ends; no sign-in until it ends',
  },
  {
    code: 'permanent_ban',
    label: 'Permanent ban',
    bites: 'Every session ends; the account is banned for good',
  },
] as const;

export type SanctionKindCode = (typeof SANCTION_KINDS)[number]['code'];

/**
 * What services check before letting a player act: a sanction's kind closes one feature. `account`
 * is checked by identity (sign-in) and ended sessions; the others by the service owning the feature.
 */
export const SANCTION_FEATURES = ['ladder', 'market', 'gifts', 'board', 'coven', 'account'] as const;
export type SanctionFeature = (typeof SANCTION_FEATURES)[number];

export const FEATURE_OF_KIND: Readonly<Record<SanctionKindCode, SanctionFeature | null>> = {
  warning: null,
  ladder_hold: 'ladder',
  market_ban: 'market',
  gifts_ban: 'gifts',
  board_ban: 'board',
  coven_ban: 'coven',
  account_ban: 'account',
  permanent_ban: 'account',
};

/** The message a player gets (403) when a sanction closes the feature they tried to use. */
export const FEATURE_CLOSED_MESSAGES: Readonly<Record<SanctionFeature, string>> = {
  ladder: 'You are held out of ladders, leagues and tournaments',
  market: 'You are banned from the market',
  gifts: 'You are banned from gifts',
  board: 'You are banned from coven boards',
  coven: 'You are banned from covens',
  account: 'This account is banned',
};

/** Why a player reports and why an admin sanctions: one list, shown by both web apps. */
export const REPORT_REASONS = [
  { code: 'cheating', label: 'Cheating or botting' },
  { code: 'farming', label: 'Farming rewards' },
  { code: 'harassment', label: 'Harassment or insults' },
  { code: 'hate_speech', label: 'Hate speech' },
  { code: 'spam', label: 'Spam or advertising' },
  { code: 'scam', label: 'Scamming' },
  { code: 'inappropriate_name', label: 'Inappropriate name' },
  { code: 'other', label: 'Something else' },
] as const;

export type ReportReasonCode = (typeof REPORT_REASONS)[number]['code'];

/** A report's optional text (as the board's reports always had), a sanction's note and an appeal, in characters. */
export const REPORT_TEXT_MAX = 200;
export const SANCTION_NOTE_MAX = 1000;
export const APPEAL_TEXT_MAX = 1000;
/** Reports a player may file: per hour, and per day. */
export const REPORTS_PER_HOUR = 10;
export const REPORTS_PER_DAY = 30;
/** A temporary sanction lasts at least a minute and at most a year; longer is permanent. */
export const SANCTION_MIN_SECONDS = 60;
export const SANCTION_MAX_SECONDS = 365 * 24 * 3600;

const labelOf = <T extends { code: string; label: string }>(list: readonly T[]) => {
  const byCode = new Map(list.map((entry) => [entry.code, entry.label]));
  return (code: string) => byCode.get(code.toLowerCase()) ?? code;
};

/** Labels by code or GraphQL name. */
export const sanctionKindLabel = labelOf(SANCTION_KINDS);
export const reportReasonLabel = labelOf(REPORT_REASONS);
