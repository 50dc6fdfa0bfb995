import { stackInfo } from './stackInfo';

export interface CaughtMail {
  to: string;
  subject: string;
  text: string;
}

/** Waits for the newest mail to `to` whose subject contains `subject` (mails are sent asynchronously). */
export async function waitForMail(
  to: string,
  subject: string,
  after = 0,
  timeoutMs = 15_000,
): Promise<CaughtMail> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const stack = stackInfo();
    const response = await fetch(stack.mailboxUrl ?? `${stack.gatewayUrl}/dev/mailbox`);
    const mails = (await response.json()) as CaughtMail[];
    const matching = mails.filter((mail) => mail.to.includes(to) && mail.subject.includes(subject));
    if (matching.length > after) return matching[matching.length - 1]!;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no mail "${subject}" to ${to} within ${timeoutMs} ms`);
}

export function linkToken(
  mail: CaughtMail,
  route: 'activateAccount' | 'forgotPasswordRetrieve' | 'deleteAccount',
): string {
  const match = new RegExp(`/${route}/([A-Za-z0-9_-]+)`).exec(mail.text);
  if (!match) throw new Error(`no ${route} link in mail: ${mail.text}`);
  return match[1]!;
}
