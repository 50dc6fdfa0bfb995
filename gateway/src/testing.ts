// What tests and scripts outside the gateway may use of it (`@vh/gateway/testing`): the REST content
// kinds, route table, stored operations and shapes, and the local mail catcher. Nothing here starts
// the gateway.
export { MailCatcher } from './dev/mailCatcher';
export { CONTENT_KINDS } from './rest/routes/contentKinds';
export { loadOperations } from './rest/operations';
export { reshape } from './rest/reshape';
export type { RestRoute } from './rest/routeTypes';
export { routeTable } from './rest/routes';
export { variablesFor } from './rest/variables';
