/** Settings → Data & privacy. */
export { PrivacyPage } from './components/privacy-page';
