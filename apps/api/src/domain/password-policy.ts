/** Sign-up password rules and their messages, as in spec §5 "Signup". */
export const PASSWORD_SPECIAL = '!@#$%^&*(),.?":{}|<>';

const RULES: { test: (p: string) => boolean; message: string }[] = [
  { test: (p) => p.length >= 8, message: 'Password must be at least 8 characters' },
  { test: (p) => /[a-z]/.test(p), message: 'Password must contain at least one lowercase letter' },
  { test: (p) => /[A-Z]/.test(p), message: 'Password must contain at least one uppercase letter' },
  { test: (p) => /[0-9]/.test(p), message: 'Password must contain at least one number' },
  {
    test: (p) => [...p].some((ch) => PASSWORD_SPECIAL.includes(ch)),
    message: 'Password must contain at least one special character',
  },
];

/** Returns the first rule the password breaks (its message), or undefined when it is acceptable. */
export function passwordProblem(password: string): string | undefined {
  if (password.length === 0) return 'Password is required';
  return RULES.find((r) => !r.test(password))?.message;
}
