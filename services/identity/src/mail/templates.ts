/** Plain-text mails; links point at the public origin so they work from any mail client. */
export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export function activationMail(to: string, name: string, origin: string, token: string): Mail {
  return {
    to,
    subject: 'Activate your Vampire Hunt account',
    text: [
      `Hello ${name},`,
      '',
      'welcome to the hunt! Please activate your account by opening this link within 48 hours:',
      `${origin}/activateAccount/${token}`,
      '',
      'If you did not register, you can ignore this mail.',
    ].join('\n'),
  };
}

export function passwordResetMail(to: string, name: string, origin: string, token: string): Mail {
  return {
    to,
    subject: 'Reset your Vampire Hunt password',
    text: [
      `Hello ${name},`,
      '',
      'someone asked to reset your password. Open this link within one hour to receive a new one:',
      `${origin}/forgotPasswordRetrieve/${token}`,
      '',
      'If this was not you, ignore this mail: your password stays as it is.',
    ].join('\n'),
  };
}

export function newPasswordMail(to: string, name: string, password: string): Mail {
  return {
    to,
    subject: 'Your new Vampire Hunt password',
    text: [
      `Hello ${name},`,
      '',
      `your password has been reset. Your new password is: ${password}`,
      '',
      'Log in with it and change it in your profile.',
    ].join('\n'),
  };
}
