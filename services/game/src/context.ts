import type { BaseContext } from '@vh/kit';
import type { GameDeps } from './deps';

export interface GameContext extends BaseContext {
  deps: GameDeps;
}
