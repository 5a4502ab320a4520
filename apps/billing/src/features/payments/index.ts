/** Payments: the history table and the two pages the checkout returns to. */
export { PaymentCancelPage } from './components/payment-cancel-page';
export { PaymentHistory } from './components/payment-history';
export { PaymentSuccessPage } from './components/payment-success-page';
