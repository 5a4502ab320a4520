// The business-address check now lives in @pulse/forms, shared with the account remote.
export { isBusinessEmail } from '@pulse/forms';
