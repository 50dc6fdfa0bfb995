import { UnauthorizedError } from '@vh/kit/stateless';
import { clientUser, type ClientUserData } from './game';
import { ACTION_RESULT_SCHEMA, form, path, type RestRoute } from '../routeTypes';

const HASH = 'SHA-256 hex digest of the password (64 hex characters)';

const ADMIN_USER_SCHEMA = {
  type: 'object',
  properties: {
    id: { type: 'string', format: 'uuid' },
    name: { type: 'string' },
    email: { type: 'string' },
    userRole: { type: 'integer', enum: [0, 1, 2, 100, 555, 666] },
    patreonType: { type: 'integer', minimum: 0, maximum: 5 },
    activated: { type: 'boolean' },
    createdAt: { type: 'string', format: 'date-time' },
    xp: { type: 'integer', minimum: 0 },
    currencies: {
      type: 'array',
      items: {
        type: 'object',
        properties: { name: { type: 'string' }, shortName: { type: 'string' }, value: { type: 'integer' } },
      },
    },
    inventory: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          itemId: { type: 'integer' },
          amount: { type: 'integer' },
          equipped: { type: 'boolean' },
        },
      },
    },
  },
};

const pick = (field: string) => (data: Record<string, unknown>) => data[field];
const messageOf = (field: string) => (data: Record<string, unknown>) =>
  (data[field] as { message: string }).message;

export const identityRoutes: RestRoute[] = [
  {
    method: 'POST',
    path: '/api/user/register',
    summary: 'Register a new account; an activation mail is sent.',
    tag: 'account',
    auth: 'public',
    operation: 'Register',
    variables: {
      username: form('username'),
      password: form('password', { description: HASH }),
      email: form('email'),
    },
    answer: pick('register'),
    answerSchema: ACTION_RESULT_SCHEMA,
  },
  {
    method: 'POST',
    path: '/api/user/login',
    summary:
      'Log in; answers the access token (role notActivated until the account is activated). An admin adds otp: ' +
      'without it the token is refused admin operations (403 SECOND_FACTOR_REQUIRED).',
    tag: 'account',
    auth: 'public',
    operation: 'Login',
    variables: {
      username: form('username'),
      password: form('password', { description: HASH }),
      deviceToken: form('device_token', {
        required: false,
        description:
          'the device_token an earlier login from this client answered: failed logins made elsewhere do not delay it',
      }),
      otp: form('otp', {
        required: false,
        description:
          "an admin's second factor: the current 6-digit code of the authenticator app, or an unused recovery " +
          'code (each works once); a wrong one answers success false, message "Wrong code". Ignored for other accounts',
      }),
    },
    answer: (data) => {
      const result = data.login as {
        success: boolean;
        accessToken: string | null;
        deviceToken: string | null;
        message: string;
      };
      return {
        success: result.success,
        access_token: result.accessToken,
        device_token: result.deviceToken,
        message: result.message,
      };
    },
    answerSchema: {
      type: 'object',
      properties: {
        success: { type: 'boolean' },
        access_token: { type: 'string', nullable: true },
        device_token: { type: 'string', nullable: true },
        message: { type: 'string' },
      },
    },
  },
  {
    method: 'POST',
    path: '/api/user/LogoutEverywhere',
    summary: 'End every session of the signed-in account on every device, this one included.',
    tag: 'account',
    auth: 'token',
    operation: 'LogoutEverywhere',
    answer: pick('logoutEverywhere'),
    answerSchema: ACTION_RESULT_SCHEMA,
  },
  {
    method: 'GET',
    path: '/api/user/resendActivationMail',
    summary: 'Send a new activation mail to the signed-in, not yet activated account.',
    tag: 'account',
    auth: 'token',
    operation: 'ResendActivationMail',
    answer: pick('resendActivationMail'),
    answerSchema: ACTION_RESULT_SCHEMA,
  },
  {
    method: 'GET',
    path: '/api/user/ActivateAccount/{id}',
    summary: 'Activate an account with the token from its activation mail.',
    tag: 'account',
    auth: 'public',
    operation: 'ActivateAccount',
    variables: { token: path('id', 'the activation token from the mail') },
    answer: messageOf('activateAccount'),
    answerType: 'text',
  },
  {
    method: 'POST',
    path: '/api/user/ForgotPasswordRequest',
    summary: 'Mail a password reset link to the account (the same answer whether the name exists or not).',
    tag: 'account',
    auth: 'public',
    operation: 'RequestPasswordReset',
    variables: { username: form('username') },
    answer: pick('requestPasswordReset'),
    answerSchema: ACTION_RESULT_SCHEMA,
  },
  {
    method: 'POST',
    path: '/api/user/ForgotPasswordRetrieve',
    summary:
      'Redeem a reset token: sets a new random password and answers it once in the text; every session ends.',
    tag: 'account',
    auth: 'public',
    operation: 'ResetPassword',
    variables: { token: form('token') },
    answer: messageOf('resetPassword'),
    answerType: 'text',
  },
  {
    method: 'POST',
    path: '/api/user/UpdateEmail',
    summary: "Change the signed-in player's e-mail (current password required).",
    tag: 'account',
    auth: 'token',
    operation: 'UpdateEmail',
    variables: {
      userId: form('userId', { required: false, description: 'must be the signed-in account when given' }),
      password: form('password', { description: `current password, ${HASH}` }),
      email: form('email'),
    },
    answer: pick('updateEmail'),
    answerSchema: ACTION_RESULT_SCHEMA,
  },
  {
    method: 'POST',
    path: '/api/user/UpdatePassword',
    summary: "Change the signed-in player's password (current password required).",
    tag: 'account',
    auth: 'token',
    operation: 'UpdatePassword',
    variables: {
      userId: form('userId', { required: false, description: 'must be the signed-in account when given' }),
      currentPassword: form('currPw', { description: HASH }),
      newPassword: form('newPw', { description: HASH }),
    },
    answer: pick('updatePassword'),
    answerSchema: ACTION_RESULT_SCHEMA,
  },
  {
    method: 'POST',
    path: '/api/user/RequestAccountDeletion',
    summary:
      "Delete my account, first step: the signed-in player's current password; a confirmation link is mailed (admins: 409).",
    tag: 'account',
    auth: 'token',
    operation: 'RequestAccountDeletion',
    variables: { password: form('password', { description: `current password, ${HASH}` }) },
    answer: pick('requestAccountDeletion'),
    answerSchema: ACTION_RESULT_SCHEMA,
  },
  {
    method: 'POST',
    path: '/api/user/ConfirmAccountDeletion',
    summary:
      'Delete my account, second step: the token of the mailed link deletes the account for good; every session ends.',
    tag: 'account',
    auth: 'public',
    operation: 'ConfirmAccountDeletion',
    variables: { token: form('token') },
    answer: pick('confirmAccountDeletion'),
    answerSchema: ACTION_RESULT_SCHEMA,
  },
  {
    method: 'GET',
    path: '/api/user/GetByName/{name}',
    summary: 'Admin: one account by name.',
    tag: 'admin users',
    auth: 'token',
    operation: 'UserByName',
    variables: { name: path('name') },
    answer: pick('userByName'),
    answerSchema: ADMIN_USER_SCHEMA,
  },
  {
    method: 'POST',
    path: '/api/user/search',
    summary: 'Admin: accounts whose name or e-mail contains the search string.',
    tag: 'admin users',
    auth: 'token',
    operation: 'SearchUsers',
    variables: {
      searchString: form('searchstring'),
      includeBanned: form('includeingBanned', { type: 'boolean', required: false }),
    },
    answer: pick('searchUsers'),
    answerSchema: { type: 'array', items: ADMIN_USER_SCHEMA },
  },
  {
    method: 'PUT',
    path: '/api/user',
    summary: "Admin: update an account's name, email, role and patreonType.",
    tag: 'admin users',
    auth: 'token',
    operation: 'AdminUpdateUser',
    jsonBody: {
      description: 'the user as the admin editor holds it',
      schema: { ...ADMIN_USER_SCHEMA, required: ['id'] },
      toVariables: (body) => ({
        input: {
          id: body.id,
          name: body.name,
          email: body.email,
          userRole: body.userRole,
          patreonType: body.patreonType,
        },
        userId: body.id,
        xp: body.xp ?? null,
        currencies: Array.isArray(body.currencies)
          ? (body.currencies as { name?: unknown; shortName?: unknown; value?: unknown }[]).map((entry) => ({
              name: entry.shortName ?? entry.name,
              value: entry.value,
            }))
          : null,
      }),
    },
    answer: pick('adminUpdateUser'),
    answerSchema: ADMIN_USER_SCHEMA,
  },
  {
    method: 'DELETE',
    path: '/api/user/{id}',
    summary: 'Admin: delete an account irreversibly.',
    tag: 'admin users',
    auth: 'token',
    operation: 'AdminDeleteUser',
    variables: { id: path('id') },
    answer: pick('adminDeleteUser'),
    answerSchema: ACTION_RESULT_SCHEMA,
  },
  {
    method: 'GET',
    path: '/api/clientUser/getme',
    summary: 'The signed-in player.',
    tag: 'player',
    auth: 'token',
    operation: 'GetMe',
    // A valid token of a deleted account: the client logs out on 401.
    answer: (data) => {
      if (!data.me) throw new UnauthorizedError('Your account no longer exists');
      return clientUser(data.me as ClientUserData);
    },
    answerSchema: {
      type: 'object',
      properties: {
        id: { type: 'string' },
        name: { type: 'string' },
        email: { type: 'string' },
        userRole: { type: 'integer' },
        patreonType: { type: 'integer' },
      },
    },
  },
];
