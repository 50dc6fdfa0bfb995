import { contentEntityResolvers } from './contentEntities';
import { mutationResolvers } from './mutations';
import { queryResolvers } from './queries';
import { userResolvers } from './user';

export const resolvers = {
  ...userResolvers,
  ...contentEntityResolvers,
  ...queryResolvers,
  ...mutationResolvers,
};
