import type { ApolloServerPlugin } from '@apollo/server';
import { AppError } from './errors';
import type { ForwardedIdentity } from './auth';
import { refusal } from './graphqlErrors';

/** A previewing admin asked for a write: a preview reads the draft's world and changes nothing. */
export class PreviewReadOnlyError extends AppError {
  constructor() {
    super(403, 'PREVIEW_READ_ONLY', 'A preview is read-only: leave the preview to play for real');
  }
}

/** Refuses a mutation made while previewing a release (docs/content-releases.md#preview). */
export function requireNoWriteInPreview(operation: 'query' | 'mutation' | 'subscription', preview?: number) {
  if (preview !== undefined && operation !== 'query') throw new PreviewReadOnlyError();
}

/**
 * Every subgraph's own guard, behind the gateway's: a previewing call runs queries only, so nothing a
 * preview does touches real state even if a call reached a subgraph some other way.
 */
export function previewReadOnlyPlugin<
  Context extends Pick<ForwardedIdentity, 'preview'>,
>(): ApolloServerPlugin<Context> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ operation, contextValue }) {
          try {
            if (operation) requireNoWriteInPreview(operation.operation, contextValue.preview);
          } catch (error) {
            throw refusal(error as AppError, 200);
          }
        },
      };
    },
  };
}
