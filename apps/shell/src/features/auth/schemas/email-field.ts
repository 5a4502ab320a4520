// The e-mail rule now lives in @pulse/forms, shared with the account remote's profile form.
export { businessEmailField } from '@pulse/forms';
