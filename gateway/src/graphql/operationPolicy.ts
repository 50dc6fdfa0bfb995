import type { ApolloServerPlugin } from '@apollo/server';
import { AppError, refusal, requireNoWriteInPreview } from '@vh/kit/stateless';
import type { GatewayContext } from '../context';
import { requireSignInUnlessOpen } from './anonymousAccess';
import { requireExecutableOperation } from './operationResolution';
import type { TrustedDocuments } from './trustedDocuments';

interface OperationPolicy {
  /** Root fields anonymous callers may use ("mutation.register"), from the REST route table. */
  anonymousRootFields: ReadonlySet<string>;
  /** Present in trusted-document mode. */
  trustedDocuments: TrustedDocuments | null;
}

/**
 * The edge rules every parsed and validated operation passes before the gateway plans it, in this
 * order: it names one runnable operation (400), it is a trusted document for this caller (400), and
 * an anonymous caller uses only what REST serves without a token (401), and a previewing admin
 * only reads (403). The subgraphs keep their own
 * checks; these only keep unwanted work away from them.
 */
export function operationPolicyPlugin(policy: OperationPolicy): ApolloServerPlugin<GatewayContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ document, operation, request, contextValue, queryHash }) {
          try {
            const runnable = requireExecutableOperation(document, operation, request.operationName);
            policy.trustedDocuments?.requireTrusted(document, contextValue.appKey, queryHash);
            requireSignInUnlessOpen(
              runnable,
              document,
              contextValue.viewer !== null,
              policy.anonymousRootFields,
            );
            requireNoWriteInPreview(runnable.operation, contextValue.preview);
          } catch (error) {
            throw error instanceof AppError ? refusal(error) : error;
          }
        },
      };
    },
  };
}
