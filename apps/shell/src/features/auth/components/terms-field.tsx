import { Link } from '@pulse/ui';
import { CheckboxField } from '@pulse/ui/forms';

/** The terms checkbox (ticked by default); its links open the terms and privacy pages in a new tab. */
export function TermsField() {
  return (
    <CheckboxField
      name="agreedToTerms"
      variant="sentence"
      label={
        <>
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
        </>
      }
    />
  );
}
