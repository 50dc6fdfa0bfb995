import type { BaseContext } from '@vh/kit';
import type { IdentityDeps } from './deps';

export interface IdentityContext extends BaseContext {
  deps: IdentityDeps;
}
