export { mountStandalone } from './mount-standalone';
export { DevSignIn } from './dev-sign-in';
