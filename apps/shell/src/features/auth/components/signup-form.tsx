import { Button, SimpleGrid, Stack, TextField, Form } from '@pulse/ui';
import { validateWith } from '@pulse/forms';
import { initialSignupValues, signupSchema, type SignupValues } from '../schemas/signup-schema';
import { CountryField } from './country-field';
import { NewPasswordField } from './new-password-fields';
import { TermsField } from './terms-field';

const validate = validateWith<SignupValues>(signupSchema);

/** The sign-up form (spec §2); "Sign up" is disabled while submitting or with the terms unticked. */
export function SignupForm({ onSubmit }: { onSubmit: (values: SignupValues) => Promise<void> }) {
  return (
    <Form<SignupValues>
      onSubmit={onSubmit}
      validate={validate}
      initialValues={initialSignupValues}
      render={({ handleSubmit, submitting, values }) => (
        <form onSubmit={handleSubmit} noValidate aria-label="Sign up">
          <Stack gap="5">
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
              <TextField
                name="fullName"
                size="lg"
                label="Full name"
                autoComplete="name"
                placeholder="Jane Doe"
                required
              />
              <TextField
                name="email"
                size="lg"
                label="Business email"
                type="email"
                autoComplete="email"
                placeholder="you@company.com"
                required
              />
            </SimpleGrid>
            <NewPasswordField label="Password" />
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
              <TextField
                name="companyName"
                size="lg"
                label="Company name"
                autoComplete="organization"
                placeholder="Acme Inc."
                required
              />
              <TextField
                name="contactNumber"
                size="lg"
                label="Contact number"
                type="tel"
                autoComplete="tel"
                placeholder="+1 415 555 0100"
                required
              />
            </SimpleGrid>
            <CountryField />
            <TermsField />
            <Button
              type="submit"
              size="lg"
              loading={submitting}
              disabled={submitting || !values.agreedToTerms}
            >
              Sign up
            </Button>
          </Stack>
        </form>
      )}
    />
  );
}
