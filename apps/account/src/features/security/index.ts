/** Settings → Security. */
export { SecurityPage } from './components/security-page';
