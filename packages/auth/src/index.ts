export type { FraudEngineServices, MemberRole, SessionServices, SessionUser } from './types';
export { BILLING_ROLES, FRAUD_ENGINE_SERVICE_KEYS, MEMBER_ROLES, mayReadBilling } from './types';
export {
  STORAGE_KEY,
  SESSION_CHANGE_EVENT,
  clearStoredSession,
  isSignedIn,
  parseSessionUser,
  readStoredUser,
  storeSessionUser,
  sessionAtomStorage,
} from './storage';
export { isAuthenticatedAtom, sessionAtom, useSession } from './session';
export type { Session } from './session';
export { VIEW_MODE_STORAGE_KEY, useViewMode, viewModeAtom } from './view-mode';
export type { ViewMode } from './view-mode';
