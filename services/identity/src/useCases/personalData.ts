import { personalDataPart } from '@vh/kit';
import type { Caller, IdentityDeps } from '../deps';
import { readAccountData } from '../repositories/personalDataRepository';

/**
 * The account's part of "download my data". The gateway asks for it before any other part, so this
 * is where a download is counted: past the hourly limit it answers 429 and no service is read.
 */
export function accountData(deps: IdentityDeps, caller: Caller): Promise<string> {
  return personalDataPart(caller.viewer, async (userId) => {
    await deps.limits.consume(
      'dataExportsPerAccount',
      userId,
      'You have downloaded your data several times in the last hour.',
    );
    return readAccountData(deps.db, userId);
  });
}
