/** Developers → Webhooks: the tab page the Developers area mounts at /developers/webhooks. */
export { WebhooksPage } from './components/webhooks-page';
