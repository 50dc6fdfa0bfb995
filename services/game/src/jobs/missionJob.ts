import type { Logger } from '@vh/kit';
import type { GameDeps } from '../deps';
import { rotateMissions } from '../useCases/missions';

/** Plans the next mission whenever none is running or scheduled. */
export async function runMissionRotation(deps: GameDeps, logger: Logger): Promise<void> {
  await rotateMissions(deps, logger);
}
