/** Top Up: the form that starts a checkout for one service. */
export { TopUpForm } from './components/top-up-form';
