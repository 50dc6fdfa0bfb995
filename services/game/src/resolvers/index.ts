import { enemyResolvers } from './enemy';
import { mutationResolvers } from './mutations';
import { queryResolvers } from './queries';
import { userResolvers } from './user';

export const resolvers = {
  ...userResolvers,
  ...enemyResolvers,
  ...queryResolvers,
  ...mutationResolvers,
};
