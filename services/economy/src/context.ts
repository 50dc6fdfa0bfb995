import type { BaseContext, ContentSnapshotCache } from '@vh/kit';
import { EconomyContent } from './content/economyContent';
import type { EconomyDeps } from './deps';

export interface EconomyContext extends BaseContext {
  deps: EconomyDeps;
}

/** A request's context; a previewing admin reads the draft's snapshot (queries only). */
export async function buildEconomyContext(
  base: BaseContext,
  deps: EconomyDeps,
  previews?: Pick<ContentSnapshotCache, 'preview'>,
): Promise<EconomyContext> {
  if (base.preview === undefined || !previews) return { ...base, deps };
  return { ...base, deps: { ...deps, content: new EconomyContent(await previews.preview(base.preview)) } };
}
