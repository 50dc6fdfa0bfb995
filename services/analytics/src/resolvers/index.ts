import type { Resolvers } from '../__generated__/resolvers';
import { LeagueTier, LeagueWeek } from './League';
import { Mutation } from './mutation';
import { Query } from './query';
import { Season } from './Season';
import { Tournament } from './Tournament';
import { User } from './User';

export const resolvers: Resolvers = { Query, Mutation, Season, User, LeagueWeek, LeagueTier, Tournament };
