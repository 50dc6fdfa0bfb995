import type { Viewer } from '@vh/kit/stateless';

/** Per-request context of the gateway; forwarded to subgraphs as a signed internal token. */
export interface GatewayContext {
  viewer: Viewer | null;
  requestId: string;
  clientIp: string;
  appVersion: string;
  /** The caller's X-App-Key (API users' keys may send any operation in trusted-document mode). */
  appKey: string;
  /** When the request arrived (epoch ms): the subgraphs answer it from the content version in force then. */
  asOf: number;
  /** The draft release a previewing admin plays (auth/previewSwitch.ts); absent: the live world. */
  preview?: number;
}
