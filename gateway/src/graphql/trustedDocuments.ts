import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { printExecutableGraphQLDocument } from '@graphql-tools/documents';
import { parse, visit, type DocumentNode } from 'graphql';
import { z } from 'zod';
import { OperationNotAllowedError } from './refusal';

/** graphql-codegen's persisted-documents.json: hash -> document (hashes are recomputed here). */
const manifestSchema = z.record(z.string(), z.string());

/**
 * One hash per operation whatever its client did to the text: `__typename` selections (Apollo
 * Client adds them) dropped, then graphql-tools' stable print (definitions, selections and
 * arguments sorted, ignored characters removed), the print graphql-codegen's manifest uses too.
 */
export function documentHash(document: DocumentNode): string {
  const withoutTypenames = visit(document, {
    Field: (field) => (field.name.value === '__typename' && !field.alias ? null : undefined),
  });
  return createHash('sha256').update(printExecutableGraphQLDocument(withoutTypenames)).digest('hex');
}

/** The documents of the manifest files (the web apps') and the REST facade's own operations. */
export function loadTrustedHashes(
  manifestPaths: readonly string[],
  restDocuments: readonly string[],
): Set<string> {
  const documents = [...restDocuments];
  for (const manifestPath of manifestPaths) {
    let text: string;
    try {
      text = readFileSync(manifestPath, 'utf8');
    } catch {
      throw new Error(
        `trusted document manifest ${manifestPath} is missing (build the web app that writes it)`,
      );
    }
    const parsed = manifestSchema.safeParse(JSON.parse(text));
    if (!parsed.success) throw new Error(`${manifestPath} is not a { hash: document } manifest`);
    documents.push(...Object.values(parsed.data));
  }
  return new Set(documents.map((document) => documentHash(parse(document))));
}

/** Source texts remembered as trusted; variants of trusted documents could grow it, so it is capped. */
const REMEMBERED_SOURCES = 10_000;

/**
 * In trusted-document mode only the shipped operations run: any other document is refused (400)
 * unless the caller's application key belongs to an API user.
 */
export class TrustedDocuments {
  private readonly openKeys: ReadonlySet<string>;
  /** Apollo's hashes of source texts already found trusted: normalising costs ~0.4 ms a document. */
  private readonly trustedSources = new Set<string>();

  constructor(
    private readonly hashes: ReadonlySet<string>,
    openAppKeys: readonly string[],
  ) {
    this.openKeys = new Set(openAppKeys);
  }

  get size(): number {
    return this.hashes.size;
  }

  requireTrusted(document: DocumentNode, appKey: string, sourceHash: string): void {
    if (this.openKeys.has(appKey) || this.trustedSources.has(sourceHash)) return;
    if (!this.hashes.has(documentHash(document))) throw new OperationNotAllowedError();
    if (this.trustedSources.size >= REMEMBERED_SOURCES) this.trustedSources.clear();
    this.trustedSources.add(sourceHash);
  }
}
