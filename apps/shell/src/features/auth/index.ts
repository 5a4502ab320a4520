export { LoginPage } from './components/login-page';
export { SignupPage } from './components/signup-page';
export { VerifyEmailPage } from './components/verify-email-page';
