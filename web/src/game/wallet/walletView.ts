import { currencySourceLabel } from '@vh/contracts/client';

/** The periods the flow sums over. */
export const FLOW_PERIODS = ['7 days', '30 days'] as const;
export type FlowPeriod = (typeof FLOW_PERIODS)[number];
export const daysOf = (period: FlowPeriod) => (period === '7 days' ? 7 : 30);

export interface SourceFlow {
  source: string;
  credited: number;
  debited: number;
}

export interface FlowBar {
  source: string;
  label: string;
  credited: number;
  debited: number;
  /** Percent of the widest movement of the currency (0 to 100), for the bars' widths. */
  creditedWidth: number;
  debitedWidth: number;
}

/** A currency's sources as bars: widths relative to its largest in or out, largest movement first. */
export function flowBars(sources: readonly SourceFlow[]): FlowBar[] {
  const widest = Math.max(1, ...sources.flatMap((source) => [source.credited, source.debited]));
  const width = (amount: number) => (amount === 0 ? 0 : Math.max(2, Math.round((amount / widest) * 100)));
  return [...sources]
    .sort((a, b) => b.credited + b.debited - (a.credited + a.debited))
    .map((source) => ({
      source: source.source,
      label: currencySourceLabel(source.source),
      credited: source.credited,
      debited: source.debited,
      creditedWidth: width(source.credited),
      debitedWidth: width(source.debited),
    }));
}

/** '+1,250', '-30', '0'. */
export function signed(amount: number): string {
  return `${amount > 0 ? '+' : amount < 0 ? '-' : ''}${Math.abs(amount).toLocaleString('en-US')}`;
}

/** What a row belongs to, as a player reads it: the fight links to its replay. */
export function referenceText(source: string, reference: string): { text: string; replayId?: string } {
  if (!reference) return { text: '' };
  switch (source) {
    case 'HUNT':
      return { text: `Fight #${reference}`, replayId: reference };
    case 'MISSION':
      return { text: `Mission #${reference}` };
    case 'TRAVEL':
      return { text: 'Travel' };
    case 'MARKET':
    case 'REFUND':
      return { text: marketReferenceText(reference) };
    default:
      return { text: reference };
  }
}

/** The market's exchange keys (docs/market.md) in words: which part of an order or trade it was. */
const MARKET_REFERENCES: readonly [RegExp, string][] = [
  [/^market:[^:]+:escrow$/, 'Market order: held'],
  [/^market:[^:]+:tax$/, 'Market order: buyer tax held'],
  [/^market:[^:]+:tax-refund$/, 'Market order: unused tax back'],
  [/^market:[^:]+:refund$/, 'Market order: given back'],
  [/^market:fill:\d+:seller$/, 'Market sale'],
  [/^market:fill:\d+:buyer$/, 'Market purchase: price difference back'],
];

export function marketReferenceText(reference: string): string {
  return MARKET_REFERENCES.find(([pattern]) => pattern.test(reference))?.[1] ?? reference;
}
