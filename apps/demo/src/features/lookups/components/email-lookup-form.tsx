import { emailLookup } from '@pulse/api-client';
import { validateWith } from '@pulse/forms';
import { emailBody } from '../api/request-bodies';
import { emailSchema } from '../schemas/email-schema';
import type { EmailValues } from '../schemas/email-schema';
import { LookupForm } from '../../../components/lookup-form';
import { TextField } from '@pulse/ui';

const validate = validateWith<EmailValues>(emailSchema);
const initialValues: EmailValues = { email: '' };

/** Email Lookup (spec §2, §5): POST /emaillookup { email }. */
export function EmailLookupForm() {
  return (
    <LookupForm<EmailValues>
      title="Email Lookup"
      service="emailLookup"
      validate={validate}
      initialValues={initialValues}
      bodyOf={emailBody}
      send={(values) => emailLookup(emailBody(values))}
    >
      <TextField
        name="email"
        label="Email Address"
        type="email"
        inputMode="email"
        required
        placeholder="name@company.com"
      />
    </LookupForm>
  );
}
