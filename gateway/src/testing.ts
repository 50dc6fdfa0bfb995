// What tests and scripts outside the gateway may use of it (`@vh/gateway/testing`): the REST content
// kinds and the local mail catcher. Nothing here starts the gateway.
export { MailCatcher } from './dev/mailCatcher';
export { CONTENT_KINDS } from './rest/routes/contentKinds';
