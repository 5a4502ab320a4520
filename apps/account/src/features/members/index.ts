/** Settings → Members (docs/api-contract.md, "Members and invitations"). */
export { MembersPage } from './components/members-page';
export { ROLE_LABELS } from './utils/roles';
