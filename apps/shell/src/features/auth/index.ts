// The public pages, each its own lazy chunk: the sign-in page must not download sign-up's form
// controls, country list and schema, nor the e-mail verification page.
export const loadLoginPage = () => import('./components/login-page');
export const loadSignupPage = () => import('./components/signup-page');
export const loadVerifyEmailPage = () => import('./components/verify-email-page');
export const loadAcceptInvitePage = () => import('./components/accept-invite-page');
export const loadForgotPasswordPage = () => import('./components/forgot-password-page');
export const loadResetPasswordPage = () => import('./components/reset-password-page');
export const loadConfirmEmailChangePage = () => import('./components/confirm-email-change-page');
