/** The combined form's fields, in screen order. */
export const FRAUD_ENGINE_FIELDS = [
  'firstName',
  'lastName',
  'dob',
  'gender',
  'company',
  'email',
  'ip',
  'phone',
  'bin',
  'address',
  'country',
] as const;

export type FraudEngineField = (typeof FRAUD_ENGINE_FIELDS)[number];

/** Every value is a string; '' is empty. dob is ISO 'YYYY-MM-DD', gender 'male'/'female', country an ISO code. */
export type FraudEngineValues = Record<FraudEngineField, string>;

/** All empty: unlike the person AML form, the combined form has no default date of birth (it would count as filled). */
export const fraudEngineInitialValues: FraudEngineValues = Object.fromEntries(
  FRAUD_ENGINE_FIELDS.map((field) => [field, '']),
) as FraudEngineValues;
