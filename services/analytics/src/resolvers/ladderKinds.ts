import type { LadderKind as GraphLadderKind } from '../__generated__/resolvers';
import type { LadderKind } from '../domain/ladderOrder';

export const KINDS: Record<GraphLadderKind, LadderKind> = { XP: 'xp', COOLNESS: 'coolness' };
export const KIND_NAMES: Record<LadderKind, GraphLadderKind> = { xp: 'XP', coolness: 'COOLNESS' };
