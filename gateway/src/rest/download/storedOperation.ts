import type { ApolloServer } from '@apollo/server';
import { sendError, sendFailure, type Logger } from '@vh/kit/stateless';
import { Router, type Request, type Response } from 'express';
import type { GatewayContext } from '../../context';
import { failureOf } from '../facade';
import type { StoredOperation } from '../operations';

/** A refusal or failure the operation answered, as the REST facade would send it. */
export class OperationFailure extends Error {
  constructor(readonly failure: ReturnType<typeof failureOf>) {
    super(failure.message);
  }
}

/** Runs one of gateway/operations through the supergraph for the caller, as any REST call does. */
export async function runStoredOperation<T>(
  apollo: ApolloServer<GatewayContext>,
  operation: StoredOperation,
  context: GatewayContext,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const response = await apollo.executeOperation(
    { query: operation.document, operationName: operation.operationName, variables },
    { contextValue: context },
  );
  if (response.body.kind !== 'single') throw new Error('incremental delivery is not used by downloads');
  const { data, errors } = response.body.singleResult;
  if (errors?.length) throw new OperationFailure(failureOf(errors[0]!));
  return data as T;
}

/** The operation of a download, checked when the route is made (a missing one fails the start). */
export function requireOperation(operations: Map<string, StoredOperation>, name: string): StoredOperation {
  const operation = operations.get(name);
  if (!operation) throw new Error(`the ${name} operation is missing from gateway/operations`);
  return operation;
}

/** Writes and waits when the client reads slower than the data arrives. */
export function write(res: Response, chunk: string): Promise<void> {
  if (res.write(chunk)) return Promise.resolve();
  return new Promise((resolve) => res.once('drain', resolve));
}

/** Starts a download's answer: a file the browser saves, never cached. */
export function startAttachment(res: Response, contentType: string, fileName: string): void {
  res.status(200);
  res.setHeader('Content-Type', contentType);
  res.setHeader('Content-Disposition', `attachment; filename="${fileName}"`);
  res.setHeader('Cache-Control', 'no-store');
}

/**
 * A download that failed: before the answer started, the refusal with its status and message; after,
 * the connection is cut, so a partial file never looks complete.
 */
export function failDownload(res: Response, error: unknown, logger: Logger): void {
  if (!res.headersSent) {
    if (error instanceof OperationFailure) sendFailure(res, error.failure);
    else sendError(res, error, logger);
    return;
  }
  logger.error({ err: error }, 'download cut short');
  res.destroy(error instanceof Error ? error : new Error(String(error)));
}

/** What a download's body is given: the signed-in caller and whether the client went away. */
export interface DownloadCall {
  req: Request;
  res: Response;
  context: GatewayContext & { viewer: NonNullable<GatewayContext['viewer']> };
  closed: () => boolean;
}

/**
 * A GET route that streams a download to a signed-in caller: 401 without one, and any failure
 * answered or cut as failDownload says.
 */
export function signedInDownload(
  path: string,
  logger: Logger,
  stream: (call: DownloadCall) => Promise<void>,
): Router {
  const router = Router({ caseSensitive: false, strict: false });
  router.get(path, async (req: Request, res: Response) => {
    const context = res.locals.context as GatewayContext;
    if (!context.viewer) {
      sendFailure(res, { status: 401, code: 'UNAUTHENTICATED', message: 'Authentication required' });
      return;
    }
    let closed = false;
    res.on('close', () => (closed = true));
    try {
      await stream({ req, res, context: context as DownloadCall['context'], closed: () => closed });
    } catch (error) {
      failDownload(res, error, logger);
    }
  });
  return router;
}
