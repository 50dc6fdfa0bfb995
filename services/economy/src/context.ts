import type { BaseContext, ContentSnapshotCache } from '@vh/kit';
import { EconomyContent } from './content/economyContent';
import type { EconomyDeps } from './deps';

export interface EconomyContext extends BaseContext {
  deps: EconomyDeps;
}

/**
 * A request's context: the content version in force when the request reached the gateway (every
 * service answering it reads the same one), or for a previewing admin the draft's (queries only).
 */
export async function buildEconomyContext(
  base: BaseContext,
  deps: EconomyDeps,
  snapshot?: Pick<ContentSnapshotCache, 'preview' | 'pinnedAt'>,
): Promise<EconomyContext> {
  if (!snapshot) return { ...base, deps };
  const view =
    base.preview !== undefined ? await snapshot.preview(base.preview) : snapshot.pinnedAt(base.asOf);
  return { ...base, deps: { ...deps, content: new EconomyContent(view) } };
}
