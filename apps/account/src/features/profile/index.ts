/** Settings → Profile (issue 17 §1). */
export { ProfilePage } from './components/profile-page';
