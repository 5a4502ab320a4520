/** Settings → Members (docs/api-contract.md, "Members and invitations"). */
export { MembersPage } from './components/members-page';
