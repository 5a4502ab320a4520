/** The signal reference. */
export { SignalsPage } from './components/signals-page';
