import type { BaseContext } from '@vh/kit';
import type { EconomyDeps } from './deps';

export interface EconomyContext extends BaseContext {
  deps: EconomyDeps;
}

export function buildEconomyContext(base: BaseContext, deps: EconomyDeps): EconomyContext {
  return { ...base, deps };
}
