/** Settings → Profile. */
export { ProfilePage } from './components/profile-page';
