/** Settings → Members. */
export { MembersPage } from './components/members-page';
export { ROLE_LABELS } from './utils/roles';
