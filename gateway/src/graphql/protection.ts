import { existsSync } from 'node:fs';
import type { ApolloServerOptions } from '@apollo/server';
import { createErrorFormatter, type Logger } from '@vh/kit/stateless';
import type { GatewayContext } from '../context';
import type { GatewayEnv } from '../environment';
import type { StoredOperation } from '../rest/operations';
import type { RestRoute } from '../rest/routeTypes';
import { writeLimitPlugin } from '../rateLimits/writeLimitPlugin';
import type { WriteLimits } from '../rateLimits/writeLimits';
import { anonymousRootFields } from './anonymousAccess';
import { limitProtection } from './limits';
import { operationPolicyPlugin } from './operationPolicy';
import { TrustedDocuments, loadTrustedHashes } from './trustedDocuments';

export type ProtectionOptions = Pick<
  ApolloServerOptions<GatewayContext>,
  | 'formatError'
  | 'introspection'
  | 'includeStacktraceInErrorResponses'
  | 'parseOptions'
  | 'validationRules'
  | 'plugins'
>;

interface ProtectionInputs {
  settings: GatewayEnv['graphql'];
  /** The REST facade: its public routes open root fields to anonymous callers; its operations are trusted. */
  routes: readonly RestRoute[];
  operations: ReadonlyMap<string, StoredOperation>;
  /**
   * Used when TRUSTED_DOCUMENT_MANIFESTS names none: the manifests of the web apps the gateway serves,
   * each only when that app was built (named manifests must exist).
   */
  defaultManifests: readonly string[];
  /** The per-address and per-account limits of writes (absent: none, as in some unit tests). */
  writeLimits?: WriteLimits;
  logger: Logger;
}

function builtManifests(candidates: readonly string[], logger: Logger): string[] {
  const built = candidates.filter((manifest) => existsSync(manifest));
  for (const missing of candidates.filter((manifest) => !built.includes(manifest)))
    logger.warn({ manifest: missing }, 'no trusted-document manifest: that web app cannot call /graphql');
  return built;
}

/**
 * Everything that bounds what one request may ask of the gateway's GraphQL server: limits, the
 * operation policy (runnable operation, trusted documents, anonymous root fields), the write limits,
 * introspection, stack traces and error formatting. The REST facade's in-process operations pass the same checks.
 */
export function gatewayProtection(inputs: ProtectionInputs): ProtectionOptions {
  const { settings, logger } = inputs;
  const limits = limitProtection(settings.limits, { hideSuggestions: !settings.introspection });
  let trustedDocuments: TrustedDocuments | null = null;
  if (settings.trustedDocuments) {
    const manifests = settings.trustedDocumentManifests.length
      ? settings.trustedDocumentManifests
      : builtManifests(inputs.defaultManifests, logger);
    const restDocuments = [...inputs.operations.values()].map((operation) => operation.document);
    trustedDocuments = new TrustedDocuments(
      loadTrustedHashes(manifests, restDocuments),
      settings.apiUserAppKeys,
    );
    logger.info({ manifests, documents: trustedDocuments.size }, 'trusted documents only');
  }
  return {
    formatError: createErrorFormatter(logger),
    introspection: settings.introspection,
    includeStacktraceInErrorResponses: settings.stackTraces,
    parseOptions: limits.parseOptions,
    validationRules: limits.validationRules,
    plugins: [
      ...limits.plugins,
      operationPolicyPlugin({
        anonymousRootFields: anonymousRootFields(inputs.routes, inputs.operations),
        trustedDocuments,
      }),
      ...(inputs.writeLimits ? [writeLimitPlugin(inputs.writeLimits)] : []),
    ],
  };
}
