import { requireViewer } from '@vh/kit';
import type { IdentityContext } from '../context';
import { deleteUser, updateUser, type AdminUserInput } from '../useCases/adminUsers';
import { login } from '../useCases/login';
import { requestPasswordReset, resetPassword } from '../useCases/passwordReset';
import { updateEmail, updatePassword } from '../useCases/profile';
import { logoutEverywhere } from '../useCases/sessions';
import { activate, register, resendActivation } from '../useCases/registration';

type Args<T> = (_parent: unknown, args: T, context: IdentityContext) => unknown;

const register_: Args<{ username: string; password: string; email: string }> = (_p, args, ctx) =>
  register(ctx.deps, ctx, args);
const login_: Args<{ username: string; password: string; deviceToken?: string | null }> = (_p, args, ctx) =>
  login(ctx.deps, ctx, args);
const logoutEverywhere_: Args<object> = (_p, _args, ctx) => logoutEverywhere(ctx.deps, ctx);
const activate_: Args<{ token: string }> = (_p, args, ctx) => activate(ctx.deps, ctx, args.token);
const resend_: Args<object> = (_p, _args, ctx) =>
  resendActivation(ctx.deps, ctx, requireViewer(ctx.viewer).userId);
const requestReset_: Args<{ username: string }> = (_p, args, ctx) =>
  requestPasswordReset(ctx.deps, ctx, args.username);
const reset_: Args<{ token: string }> = (_p, args, ctx) => resetPassword(ctx.deps, ctx, args.token);
const updateEmail_: Args<{ userId?: string | null; password: string; email: string }> = (_p, args, ctx) =>
  updateEmail(ctx.deps, ctx, args);
const updatePassword_: Args<{ userId?: string | null; currentPassword: string; newPassword: string }> = (
  _p,
  args,
  ctx,
) => updatePassword(ctx.deps, ctx, args);
const adminUpdate_: Args<{ input: AdminUserInput }> = (_p, args, ctx) =>
  updateUser(ctx.deps, ctx, args.input);
const adminDelete_: Args<{ id: string }> = (_p, args, ctx) => deleteUser(ctx.deps, ctx, args.id);

export const Mutation = {
  register: register_,
  login: login_,
  logoutEverywhere: logoutEverywhere_,
  activateAccount: activate_,
  resendActivationMail: resend_,
  requestPasswordReset: requestReset_,
  resetPassword: reset_,
  updateEmail: updateEmail_,
  updatePassword: updatePassword_,
  adminUpdateUser: adminUpdate_,
  adminDeleteUser: adminDelete_,
};
