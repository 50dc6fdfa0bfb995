import { requestContent, type BaseContext, type ContentSnapshotCache } from '@vh/kit';
import { EconomyContent } from './content/economyContent';
import type { EconomyDeps } from './deps';

export interface EconomyContext extends BaseContext {
  deps: EconomyDeps;
}

/** A request's context, reading the content of the request (kit requestContent). */
export async function buildEconomyContext(
  base: BaseContext,
  deps: EconomyDeps,
  snapshot?: Pick<ContentSnapshotCache, 'preview' | 'pinnedAt'>,
): Promise<EconomyContext> {
  if (!snapshot) return { ...base, deps };
  return { ...base, deps: { ...deps, content: new EconomyContent(await requestContent(base, snapshot)) } };
}
