/**
 * The two callers Schemathesis fuzzes as: a fresh activated player (registered, activated through the
 * mailed link, signed in) and the seeded admin with its second factor, both through the REST facade.
 */
import { createHash, randomBytes } from 'node:crypto';
import { TOTP } from 'otpauth';
import type { RunningStack } from '../lib/stack';
import { localSecrets } from '../lib/secrets';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

async function call(stack: RunningStack, method: string, route: string, form?: Record<string, string>) {
  const response = await fetch(`${stack.gatewayUrl}${route}`, {
    method,
    headers: { 'X-App-Key': stack.appKey },
    ...(form ? { body: new URLSearchParams(form) } : {}),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${route}: ${response.status} ${text}`);
  return text;
}

async function login(stack: RunningStack, username: string, password: string, otp?: string): Promise<string> {
  const form = { username, password: sha256(password), ...(otp ? { otp } : {}) };
  const answer = JSON.parse(await call(stack, 'POST', '/api/user/login', form)) as {
    success: boolean;
    access_token: string | null;
    message: string;
  };
  if (!answer.success || !answer.access_token) throw new Error(`login of ${username}: ${answer.message}`);
  return answer.access_token;
}

/** The activation link's token of the newest mail to `email` (sent asynchronously). */
async function activationToken(stack: RunningStack, email: string): Promise<string> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const mails = (await (await fetch(`${stack.gatewayUrl}/dev/mailbox`)).json()) as {
      to: string;
      text: string;
    }[];
    const match = mails
      .filter((mail) => mail.to.includes(email))
      .map((mail) => /\/activateAccount\/([A-Za-z0-9_-]+)/.exec(mail.text))
      .find(Boolean);
    if (match) return match[1]!;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no activation mail to ${email}`);
}

export async function playerToken(stack: RunningStack): Promise<string> {
  const name = `st_${randomBytes(5).toString('hex')}`;
  const password = randomBytes(12).toString('hex');
  const email = `${name}@example.com`;
  await call(stack, 'POST', '/api/user/register', { username: name, password: sha256(password), email });
  await call(stack, 'GET', `/api/user/ActivateAccount/${await activationToken(stack, email)}`);
  return login(stack, name, password);
}

/** The seeded admin (password `admin` on the test stack unless ADMIN_PASSWORD) with a current code. */
export async function adminToken(stack: RunningStack): Promise<string> {
  const otp = new TOTP({ secret: localSecrets().adminTotpSecret }).generate();
  return login(stack, 'admin', process.env.ADMIN_PASSWORD ?? 'admin', otp);
}
