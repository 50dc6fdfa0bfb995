/**
 * Second-factor codes as an admin's authenticator app makes them (TOTP, RFC 6238), from the seeded
 * admin's development secret (scripts/lib/secrets.ts) or any enrolment's.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { TOTP } from 'otpauth';
import { LOCAL_DIR } from '@vh/scripts/lib/paths';
import { localSecrets } from '@vh/scripts/lib/secrets';
import type { GatewayClient } from './gateway';

const STEP_MS = 30_000;
/** The last step used per secret and stack, shared by every test process of the checkout. */
const STEPS_FILE = path.join(LOCAL_DIR, 'totp-steps.json');

/** The seeded admin's secret: VH_ADMIN_TOTP_SECRET for a stack seeded elsewhere, else the local one. */
export function adminTotpSecret(): string {
  return process.env.VH_ADMIN_TOTP_SECRET ?? localSecrets().adminTotpSecret;
}

export function totpCodeAt(secret: string, step: number): string {
  return new TOTP({ secret }).generate({ timestamp: step * STEP_MS });
}

const currentStep = () => Math.floor(Date.now() / STEP_MS);

/** This process's record, for a checkout it cannot write to (the load tool's image). */
const usedHere: Record<string, number> = {};

function usedSteps(): Record<string, number> {
  let steps: Record<string, number> = {};
  try {
    steps = JSON.parse(fs.readFileSync(STEPS_FILE, 'utf8')) as Record<string, number>;
  } catch {
    // No record yet (or a read-only checkout): this process's own counts.
  }
  for (const [key, step] of Object.entries(usedHere)) steps[key] = Math.max(steps[key] ?? 0, step);
  return steps;
}

function recordStep(key: string, step: number): void {
  usedHere[key] = step;
  try {
    fs.mkdirSync(LOCAL_DIR, { recursive: true });
    fs.writeFileSync(STEPS_FILE, JSON.stringify(usedSteps()));
  } catch {
    // Read-only checkout: later processes may have to wait one step more, nothing else.
  }
}

/**
 * A code the server has not accepted yet. Identity takes each time step once (RFC 6238 section 5.2)
 * and up to one step ahead of its clock, so two sign-ins fit in a step; a third waits for the next.
 * `scope` names the stack (its gateway), whose database remembers the steps.
 */
export async function freshTotpCode(secret: string, scope: string): Promise<string> {
  const key = createHash('sha256').update(`${scope} ${secret}`).digest('hex').slice(0, 16);
  const steps = usedSteps();
  const step = Math.max(currentStep(), (steps[key] ?? 0) + 1);
  const waitMs = (step - 1) * STEP_MS - Date.now();
  if (waitMs > 0) await new Promise((resolve) => setTimeout(resolve, waitMs + 50));
  recordStep(key, step);
  return totpCodeAt(secret, step);
}

export interface Enrolment {
  secret: string;
  /** A token of the session that passed the new factor. */
  token: string;
  recoveryCodes: string[];
}

/**
 * Enrols the second factor of the admin account `client` is signed in as (a password-only session),
 * as the admin web does: the secret it answers, and the first code from it.
 */
export async function enrolSecondFactor(client: GatewayClient): Promise<Enrolment> {
  const begun = await client.graphql<{ beginSecondFactorEnrolment: { secret: string } }>(
    'mutation { beginSecondFactorEnrolment { secret } }',
  );
  const secret = begun.body.data?.beginSecondFactorEnrolment.secret;
  if (!secret) throw new Error(`enrolment refused: ${begun.text}`);
  const confirmed = await client.graphql<{
    confirmSecondFactorEnrolment: { success: boolean; accessToken: string | null; recoveryCodes: string[] };
  }>(
    'mutation($code: String!) { confirmSecondFactorEnrolment(code: $code) { success accessToken recoveryCodes } }',
    {
      code: await freshTotpCode(secret, client.baseUrl),
    },
  );
  const answer = confirmed.body.data?.confirmSecondFactorEnrolment;
  if (!answer?.success || !answer.accessToken) throw new Error(`enrolment not confirmed: ${confirmed.text}`);
  return { secret, token: answer.accessToken, recoveryCodes: answer.recoveryCodes };
}
