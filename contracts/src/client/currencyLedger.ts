/**
 * The currency ledger's sources (docs/ledger.md): why a player's balance moved. The game stores the
 * code; GraphQL answers it upper-cased (`CurrencySource`); both web apps show the label. Written
 * once here so the game, the player web and the admin web cannot disagree.
 */

export const CURRENCY_SOURCES = [
  {
    code: 'opening_balance',
    label: 'Opening balance',
    description: 'What the player held when the ledger began',
  },
  { code: 'starter_kit', label: 'Starter kit', description: 'The currencies every new player starts with' },
  { code: 'hunt', label: 'Hunts', description: "A fight's reward, or gold a thief stole or took" },
  { code: 'travel', label: 'Travel', description: 'The cost of travelling to a hunting ground' },
  { code: 'mission', label: 'Missions', description: "A completed mission's reward" },
  { code: 'merchant', label: 'Merchants', description: 'Buying from or selling to a merchant' },
  { code: 'craft', label: 'Crafting', description: 'Forging an item from materials' },
  {
    code: 'claim',
    label: 'Treasury claims',
    description: 'A collection or achievement claimed at the Treasury',
  },
  { code: 'premium_grant', label: 'Premium', description: 'What a premium package or subscription granted' },
  { code: 'gift', label: 'Gifts', description: "A friend's daily gift" },
  { code: 'expedition', label: 'Expeditions', description: "A share of a coven expedition's chest" },
  { code: 'market', label: 'Market', description: 'Trading with other players' },
  { code: 'league_reward', label: 'League rewards', description: "A league week's reward" },
  { code: 'tournament_reward', label: 'Tournament prizes', description: "A tournament's prize" },
  { code: 'admin_grant', label: 'Admin changes', description: 'A balance an admin set' },
  { code: 'refund', label: 'Refunds', description: 'Currency given back (an order cancelled or expired)' },
  {
    code: 'reversal',
    label: 'Reversals',
    description: 'What a refunded payment granted or a sanction clawed back, taken back',
  },
  { code: 'correction', label: 'Corrections', description: "An operator's correction after a ledger check" },
  { code: 'other', label: 'Other', description: 'A change by another internal service' },
] as const;

export type CurrencySourceCode = (typeof CURRENCY_SOURCES)[number]['code'];

/** GraphQL's name of a source (the code upper-cased: `premium_grant` is `PREMIUM_GRANT`). */
export type CurrencySourceName = Uppercase<CurrencySourceCode>;

const BY_CODE = new Map<string, (typeof CURRENCY_SOURCES)[number]>(
  CURRENCY_SOURCES.map((source) => [source.code, source]),
);

/** The label of a source, by its code or its GraphQL name; the name itself when unknown. */
export function currencySourceLabel(source: string): string {
  return BY_CODE.get(source.toLowerCase())?.label ?? source;
}

/** The days a player's "Where my currency went" view sums over. */
export const CURRENCY_FLOW_DAYS = [7, 30] as const;
