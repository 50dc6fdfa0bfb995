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

/** Someone registered with an address that already has an account: only its owner learns of it. */
export function addressAlreadyRegisteredMail(
  to: string,
  name: string,
  attemptedName: string,
  origin: string,
): Mail {
  return {
    to,
    subject: 'Your Vampire Hunt account',
    text: [
      `Hello ${name},`,
      '',
      `someone tried to register the name ${attemptedName} with this e-mail address, which already`,
      `belongs to your account ${name}. One address holds one account, so no new account was made.`,
      '',
      `Log in at ${origin}/login, or ask for a new password there if you forgot it.`,
      'If this was not you, you can ignore this mail.',
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
      'someone asked to reset your password. Open this link within one hour to get a new one:',
      `${origin}/forgotPasswordRetrieve/${token}`,
      '',
      'If this was not you, ignore this mail: your password stays as it is.',
    ].join('\n'),
  };
}

/** Tells the owner their password was reset, without the password, so a reset they did not ask for is noticed. */
export function passwordChangedMail(to: string, name: string, origin: string): Mail {
  return {
    to,
    subject: 'Your Vampire Hunt password was reset',
    text: [
      `Hello ${name},`,
      '',
      'your password has just been reset through the link we mailed you, and every device was logged out.',
      '',
      `If this was not you, request a new reset link at ${origin}/login and change your e-mail password.`,
    ].join('\n'),
  };
}

/** The second step of a player's own deletion: only the owner of the mailbox can finish it. */
export function accountDeletionMail(to: string, name: string, origin: string, token: string): Mail {
  return {
    to,
    subject: 'Delete your Vampire Hunt account',
    text: [
      `Hello ${name},`,
      '',
      'you asked to delete your account. Open this link within 24 hours and confirm there to delete it',
      'for good: your hunts, journal, inventory, ladder places and reminders go, and you are logged out',
      'everywhere. Payment records the law requires us to keep stay, without your name or account.',
      `${origin}/deleteAccount/${token}`,
      '',
      'If you did not ask for this, ignore this mail and consider changing your password.',
    ].join('\n'),
  };
}
