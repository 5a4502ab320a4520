/** Developers → API keys: the named keys of the signed-in client. */
export { ApiKeysPage } from './components/api-keys-page';
