import { Field as FormField } from 'react-final-form';
import { Field, Link } from '@pulse/ui';
import { Checkbox } from '@pulse/ui/forms';
import { visibleError } from '@pulse/forms';

/** The terms checkbox (ticked by default); its links open the terms and privacy pages in a new tab. */
export function TermsField() {
  return (
    <FormField<boolean> name="agreedToTerms" type="checkbox">
      {({ input, meta }) => {
        const error = visibleError(meta);
        return (
          <Field.Root invalid={Boolean(error)}>
            <Checkbox.Root
              name={input.name}
              checked={Boolean(input.checked)}
              onCheckedChange={(details) => input.onChange(details.checked === true)}
              alignItems="flex-start"
            >
              <Checkbox.HiddenInput onBlur={input.onBlur} onFocus={input.onFocus} />
              <Checkbox.Control mt="0.5" />
              <Checkbox.Label fontWeight="normal" color="fg.muted">
                I agree to the{' '}
                <Link
                  href="/terms.html"
                  target="_blank"
                  rel="noopener"
                  color="brand.fg"
                  fontWeight="medium"
                >
                  Terms of Service
                </Link>{' '}
                and the{' '}
                <Link
                  href="/privacy.html"
                  target="_blank"
                  rel="noopener"
                  color="brand.fg"
                  fontWeight="medium"
                >
                  Privacy Policy
                </Link>
              </Checkbox.Label>
            </Checkbox.Root>
            {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
          </Field.Root>
        );
      }}
    </FormField>
  );
}
