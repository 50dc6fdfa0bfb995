import type { GetMeQuery, LoginMutation } from '../../__generated__/operations';
import { shapeOf } from '../shapeTypes';
import { CLIENT_USER } from '../legacyShapes';
import { NO_NUL } from '../textPatterns';
import {
  ACCOUNT_RULES,
  LINK_TOKEN_PATTERN,
  NUMERIC_ROLES,
  PATREON_TYPE_NAMES,
  linkExpired,
} from '@vh/contracts/client';
import { ACCOUNT_ID, INT32_MAX, form, path, routesOf, ruled, type RestRoute } from '../routeTypes';

const HASH = 'SHA-256 hex digest of the password (64 hex characters)';

/** What identity accepts, refused here with identity's messages before the operation runs. */
const USERNAME = ruled(ACCOUNT_RULES.username);
const EMAIL = ruled(ACCOUNT_RULES.email);
const PASSWORD_DIGEST = ruled(ACCOUNT_RULES.passwordDigest);
const linkToken = (link: string) =>
  ruled({ pattern: LINK_TOKEN_PATTERN, message: linkExpired(link), maxLength: 43 });

const digest = (name: string, description = HASH) => form(name, { description, ...PASSWORD_DIGEST });

const NON_NEGATIVE_INT32 = { type: 'integer', format: 'int32', minimum: 0, maximum: INT32_MAX };

/**
 * PUT /api/user's body: the user as the admin editor holds it. Identity takes name, email, role and
 * patreonType, the game xp and the balances (each by its currency's short name, or its name); the
 * other fields of the editor's user (activated, createdAt, inventory...) are read-only and ignored.
 */
const SHORT_NAME = { type: 'string', pattern: '^[A-Za-z0-9_-]{1,40}$', maxLength: 40 };
const ADMIN_USER_UPDATE_SCHEMA = {
  type: 'object',
  properties: {
    id: { type: 'string', pattern: ACCOUNT_ID.pattern, maxLength: ACCOUNT_ID.maxLength },
    name: { type: 'string', pattern: USERNAME.pattern, maxLength: USERNAME.maxLength },
    email: { type: 'string', pattern: EMAIL.pattern, maxLength: EMAIL.maxLength },
    userRole: { type: 'integer', enum: NUMERIC_ROLES },
    patreonType: { type: 'integer', minimum: 0, maximum: PATREON_TYPE_NAMES.length - 1 },
    xp: { ...NON_NEGATIVE_INT32, nullable: true },
    currencies: {
      type: 'array',
      nullable: true,
      // A balance by its currency's short name, or by name alone when that is the short name.
      items: {
        anyOf: [
          {
            type: 'object',
            properties: {
              name: { type: 'string', maxLength: 100, pattern: NO_NUL },
              shortName: SHORT_NAME,
              value: NON_NEGATIVE_INT32,
            },
            required: ['shortName', 'value'],
            additionalProperties: false,
          },
          {
            type: 'object',
            properties: { name: SHORT_NAME, value: NON_NEGATIVE_INT32 },
            required: ['name', 'value'],
            additionalProperties: false,
          },
        ],
      },
    },
    // Read-only fields of the editor's user, taken and ignored.
    activated: { type: 'boolean' },
    createdAt: { type: 'string', format: 'date-time' },
    inventory: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          itemId: { type: 'integer', format: 'int32' },
          amount: { type: 'integer', format: 'int32' },
          equipped: { type: 'boolean' },
        },
        additionalProperties: false,
      },
    },
  },
  required: ['id'],
  additionalProperties: false,
};

export const identityRoutes: RestRoute[] = [
  ...routesOf({ tag: 'account', auth: 'token' }, [
    {
      method: 'POST',
      path: '/api/user/register',
      summary: 'Register a new account; an activation mail is sent.',
      auth: 'public',
      operation: 'Register',
      variables: {
        username: form('username', USERNAME),
        password: digest('password'),
        email: form('email', EMAIL),
      },
      answer: 'register',
    },
    {
      method: 'POST',
      path: '/api/user/login',
      summary:
        'Log in; answers the access token (role notActivated until the account is activated). An admin adds otp: ' +
        'without it the token is refused admin operations (403 SECOND_FACTOR_REQUIRED).',
      auth: 'public',
      operation: 'Login',
      variables: {
        username: form('username'),
        password: digest('password'),
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
      answer: shapeOf<LoginMutation>({
        from: 'login',
        as: {
          fields: {
            success: 'success',
            access_token: 'accessToken',
            device_token: 'deviceToken',
            message: 'message',
          },
        },
      }),
    },
    {
      method: 'POST',
      path: '/api/user/LogoutEverywhere',
      summary: 'End every session of the signed-in account on every device, this one included.',
      operation: 'LogoutEverywhere',
      answer: 'logoutEverywhere',
    },
    {
      method: 'GET',
      path: '/api/user/resendActivationMail',
      summary: 'Send a new activation mail to the signed-in, not yet activated account.',
      operation: 'ResendActivationMail',
      answer: 'resendActivationMail',
    },
    {
      method: 'GET',
      path: '/api/user/ActivateAccount/{id}',
      summary: 'Activate an account with the token from its activation mail.',
      auth: 'public',
      operation: 'ActivateAccount',
      variables: {
        token: { ...path('id', 'the activation token from the mail'), ...linkToken('activation') },
      },
      answer: 'activateAccount.message',
      answerType: 'text',
    },
    {
      method: 'POST',
      path: '/api/user/ForgotPasswordRequest',
      summary: 'Mail a password reset link to the account (the same answer whether the name exists or not).',
      auth: 'public',
      operation: 'RequestPasswordReset',
      variables: { username: form('username') },
      answer: 'requestPasswordReset',
    },
    {
      method: 'POST',
      path: '/api/user/ForgotPasswordRetrieve',
      summary:
        'Redeem a reset token: sets a new random password and answers it once in the text; every session ends.',
      auth: 'public',
      operation: 'ResetPassword',
      variables: { token: form('token', linkToken('password reset')) },
      answer: 'resetPassword.message',
      answerType: 'text',
    },
    {
      method: 'POST',
      path: '/api/user/UpdateEmail',
      summary: "Change the signed-in player's e-mail (current password required).",
      operation: 'UpdateEmail',
      variables: {
        userId: form('userId', {
          ...ACCOUNT_ID,
          required: false,
          description: 'must be the signed-in account when given',
        }),
        password: digest('password', `current password, ${HASH}`),
        email: form('email', EMAIL),
      },
      answer: 'updateEmail',
    },
    {
      method: 'POST',
      path: '/api/user/UpdatePassword',
      summary: "Change the signed-in player's password (current password required).",
      operation: 'UpdatePassword',
      variables: {
        userId: form('userId', {
          ...ACCOUNT_ID,
          required: false,
          description: 'must be the signed-in account when given',
        }),
        currentPassword: digest('currPw'),
        newPassword: digest('newPw'),
      },
      answer: 'updatePassword',
    },
    {
      method: 'POST',
      path: '/api/user/RequestAccountDeletion',
      summary:
        "Delete my account, first step: the signed-in player's current password; a confirmation link is mailed (admins: 409).",
      operation: 'RequestAccountDeletion',
      variables: { password: digest('password', `current password, ${HASH}`) },
      answer: 'requestAccountDeletion',
    },
    {
      method: 'POST',
      path: '/api/user/ConfirmAccountDeletion',
      summary:
        'Delete my account, second step: the token of the mailed link deletes the account for good; every session ends.',
      auth: 'public',
      operation: 'ConfirmAccountDeletion',
      variables: { token: form('token', linkToken('account deletion')) },
      answer: 'confirmAccountDeletion',
    },
  ]),
  ...routesOf({ tag: 'admin users', auth: 'token' }, [
    {
      method: 'GET',
      path: '/api/user/GetByName/{name}',
      summary: 'Admin: one account by name.',
      operation: 'UserByName',
      variables: { name: path('name') },
      answer: 'userByName',
    },
    {
      method: 'POST',
      path: '/api/user/search',
      summary: 'Admin: accounts whose name or e-mail contains the search string.',
      operation: 'SearchUsers',
      variables: {
        searchString: form('searchstring'),
        includeBanned: form('includeingBanned', { type: 'boolean', required: false }),
      },
      answer: 'searchUsers',
    },
    {
      method: 'PUT',
      path: '/api/user',
      summary: "Admin: update an account's name, email, role and patreonType.",
      operation: 'AdminUpdateUser',
      jsonBody: {
        description: 'the user as the admin editor holds it',
        schema: ADMIN_USER_UPDATE_SCHEMA,
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
            ? (body.currencies as { name?: unknown; shortName?: unknown; value?: unknown }[]).map(
                (entry) => ({
                  name: entry.shortName ?? entry.name,
                  value: entry.value,
                }),
              )
            : null,
        }),
      },
      answer: 'adminUpdateUser',
    },
    {
      method: 'DELETE',
      path: '/api/user/{id}',
      summary: 'Admin: delete an account irreversibly.',
      operation: 'AdminDeleteUser',
      variables: { id: { ...path('id'), ...ACCOUNT_ID } },
      answer: 'adminDeleteUser',
    },
  ]),
  {
    method: 'GET',
    path: '/api/clientUser/getme',
    summary: 'The signed-in player.',
    tag: 'player',
    auth: 'token',
    operation: 'GetMe',
    // A valid token of a deleted account: the client logs out on 401.
    answer: shapeOf<GetMeQuery>({ from: 'me', refuseNull: 'Your account no longer exists', as: CLIENT_USER }),
  },
];
