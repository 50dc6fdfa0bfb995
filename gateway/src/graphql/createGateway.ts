import { readFileSync } from 'node:fs';
import {
  ApolloGateway,
  RemoteGraphQLDataSource,
  type GraphQLDataSourceProcessOptions,
} from '@apollo/gateway';
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import type http from 'node:http';
import { INTERNAL_AUTH_HEADER, REQUEST_ID_HEADER, signInternalToken } from '@vh/kit/stateless';
import type { GatewayContext } from '../context';
import { subgraphUrlOverride } from '../environment';
import { operationMetricsPlugin } from './operationMetrics';
import type { ProtectionOptions } from './protection';
import { createSubgraphFetcher } from './subgraphFetcher';

/** Forwards the verified caller to subgraphs as a short-lived token signed with the shared secret. */
class IdentityForwardingDataSource extends RemoteGraphQLDataSource<GatewayContext> {
  constructor(
    url: string,
    private readonly sharedSecret: string,
    fetcher: RemoteGraphQLDataSource['fetcher'],
  ) {
    super({ url, fetcher });
  }

  override willSendRequest({ request, context }: GraphQLDataSourceProcessOptions<GatewayContext>) {
    const headers = request.http?.headers;
    if (!headers || !('viewer' in context)) return;
    headers.set(
      INTERNAL_AUTH_HEADER,
      signInternalToken(
        {
          viewer: context.viewer,
          requestId: context.requestId,
          clientIp: context.clientIp,
          asOf: context.asOf,
          ...(context.preview !== undefined ? { preview: context.preview } : {}),
        },
        this.sharedSecret,
      ),
    );
    headers.set(REQUEST_ID_HEADER, context.requestId);
  }
}

export function createGatewayServer(options: {
  supergraphPath: string;
  sharedSecret: string;
  httpServer: http.Server;
  /** Limits, operation policy, introspection and error formatting (protection.ts). */
  protection: ProtectionOptions;
}): ApolloServer<GatewayContext> {
  const fetcher = createSubgraphFetcher();
  const gateway = new ApolloGateway({
    supergraphSdl: readFileSync(options.supergraphPath, 'utf8'),
    buildService: ({ name, url }) =>
      new IdentityForwardingDataSource(subgraphUrlOverride(name) ?? url!, options.sharedSecret, fetcher),
  });
  return new ApolloServer<GatewayContext>({
    gateway,
    ...options.protection,
    plugins: [
      ...(options.protection.plugins ?? []),
      operationMetricsPlugin(),
      ApolloServerPluginDrainHttpServer({ httpServer: options.httpServer }),
    ],
  });
}
