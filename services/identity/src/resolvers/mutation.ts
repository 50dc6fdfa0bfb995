import type { MutationResolvers } from '../__generated__/resolvers';
import { confirmAccountDeletion, requestAccountDeletion } from '../useCases/accountDeletion';
import { deleteUser, updateUser } from '../useCases/adminUsers';
import { login } from '../useCases/login';
import { requestPasswordReset, resetPassword } from '../useCases/passwordReset';
import { updateEmail, updatePassword } from '../useCases/profile';
import { activate, register, resendActivation } from '../useCases/registration';
import {
  beginEnrolment,
  confirmEnrolment,
  resetSecondFactor,
  verifySecondFactor,
} from '../useCases/secondFactor';
import { logoutEverywhere } from '../useCases/sessions';

export const Mutation: MutationResolvers = {
  register: (_parent, args, context) => register(context.deps, context, args),
  login: (_parent, args, context) => login(context.deps, context, args),
  logoutEverywhere: (_parent, _args, context) => logoutEverywhere(context.deps, context),
  activateAccount: (_parent, args, context) => activate(context.deps, context, args.token),
  resendActivationMail: (_parent, _args, context) => resendActivation(context.deps, context),
  requestPasswordReset: (_parent, args, context) =>
    requestPasswordReset(context.deps, context, args.username),
  resetPassword: (_parent, args, context) => resetPassword(context.deps, context, args.token),
  updateEmail: (_parent, args, context) => updateEmail(context.deps, context, args),
  updatePassword: (_parent, args, context) => updatePassword(context.deps, context, args),
  requestAccountDeletion: (_parent, args, context) =>
    requestAccountDeletion(context.deps, context, args.password),
  confirmAccountDeletion: (_parent, args, context) =>
    confirmAccountDeletion(context.deps, context, args.token),
  adminUpdateUser: (_parent, args, context) => updateUser(context.deps, context, args.input),
  adminDeleteUser: (_parent, args, context) => deleteUser(context.deps, context, args.id),
  beginSecondFactorEnrolment: (_parent, _args, context) => beginEnrolment(context.deps, context),
  confirmSecondFactorEnrolment: (_parent, args, context) =>
    confirmEnrolment(context.deps, context, args.code),
  verifySecondFactor: (_parent, args, context) => verifySecondFactor(context.deps, context, args.code),
  adminResetSecondFactor: (_parent, args, context) => resetSecondFactor(context.deps, context, args.userId),
};
