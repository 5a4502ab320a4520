import { nonEmpty, object, pipe, regex, string } from 'valibot';

export type TwoFactorValues = { code: string };

/** The code step of a sign-in with 2FA: six digits from the app. */
export const totpCodeSchema = object({
  code: pipe(
    string(),
    nonEmpty('Enter the code from your authenticator app'),
    regex(/^\d{6}$/, 'The code is 6 digits'),
  ),
});

/** The code step with a recovery code instead: `xxxxx-xxxxx`, case and dash optional. */
export const recoveryCodeSchema = object({
  code: pipe(
    string(),
    nonEmpty('Enter one of your recovery codes'),
    regex(/^\s*[a-zA-Z2-7]{5}-?[a-zA-Z2-7]{5}\s*$/, 'A recovery code looks like abcde-fghij'),
  ),
});
