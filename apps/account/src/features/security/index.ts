/** Settings → Security (issue 17 §3). */
export { SecurityPage } from './components/security-page';
