/** Developers → API keys: the named keys of the signed-in client (docs/api-contract.md "API keys"). */
export { ApiKeysPage } from './components/api-keys-page';
