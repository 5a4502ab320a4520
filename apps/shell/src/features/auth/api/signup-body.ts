import type { SignupBody } from '@pulse/api-client';
import type { SignupValues } from '../schemas/signup-schema';

/** The sign-up payload of spec §3/§7: the form's agreedToTerms travels as consent {agreed}. */
export function toSignupBody(values: SignupValues): SignupBody {
  return {
    fullName: values.fullName.trim(),
    email: values.email.trim(),
    password: values.password,
    companyName: values.companyName.trim(),
    contactNumber: values.contactNumber.trim(),
    // The schema admits only the 40 supported codes.
    country: values.country as SignupBody['country'],
    consent: { agreed: values.agreedToTerms },
  };
}
