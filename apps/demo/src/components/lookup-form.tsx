import type { ReactNode } from 'react';
import type { LookupResponse, ServiceKey } from '@pulse/api-client';
import { Stack, Form } from '@pulse/ui';
import { SubmitButton } from './submit-button';
import type { FormErrors } from '@pulse/forms';
import { LOOKUP_ENDPOINTS } from '../lib/lookup-endpoints';
import { useLookup } from '../hooks/use-lookup';
import { LookupLayout } from './lookup-layout';
import { LookupResultDialog } from './lookup-result-dialog';
import { NoCallsLeftNotice } from './no-calls-left-notice';

export interface LookupFormProps<V extends object> {
  /** The form title of spec §2, also the form's accessible name. */
  title: string;
  service: ServiceKey;
  validate: (values: V) => FormErrors;
  initialValues: V;
  /** The JSON body for the values as typed (shown as the equivalent curl command). */
  bodyOf: (values: V) => object;
  /** Makes the call for valid values. */
  send: (values: V) => Promise<LookupResponse>;
  /** Submit-time checks (spec §5 BIN length): field errors that stop the call. */
  checkOnSubmit?: (values: V) => FormErrors | undefined;
  /** Address lookups read their failure text at the report path. */
  addressPath?: boolean;
  /** Submit stays disabled (the combined form when the fraud engine is off). */
  blocked?: boolean;
  /** Shown above the fields (notices). */
  header?: ReactNode;
  /** Shown under the fields, above Submit. */
  footer?: ReactNode;
  /** The fields. */
  children: ReactNode;
}

/**
 * True once the customer has worked on the form, so its errors are on screen: a field was left
 * (errors show for touched fields, spec §4), a value changed (a choice shows a combined rule at
 * once), or a submit was attempted (final-form then touches every field).
 */
function interacted(state: {
  touched?: Record<string, boolean>;
  dirty?: boolean;
  submitFailed?: boolean;
}): boolean {
  return (
    state.submitFailed === true ||
    state.dirty === true ||
    Object.values(state.touched ?? {}).some(Boolean)
  );
}

/**
 * One demo form (react-final-form + yup, validated on change and blur, errors only for touched
 * fields, reading "Analyzing..." while busy), its equivalent API request, the result modal and the
 * failure notices. Submit is blocked while any error exists (final-form does not submit invalid
 * values); it is disabled only while errors are shown, so on an untouched form a press shows why
 * (the combined form's "At least one field must be filled out", spec §5) instead of doing nothing.
 */
export function LookupForm<V extends object>({
  title,
  service,
  validate,
  initialValues,
  bodyOf,
  send,
  checkOnSubmit,
  addressPath,
  blocked = false,
  header,
  footer,
  children,
}: LookupFormProps<V>) {
  const endpoint = LOOKUP_ENDPOINTS[service];
  const { run, outcome, closeOutcome, noCallsLeft } = useLookup<V>({
    pulseKey: endpoint.pulseKey,
    addressPath,
    send,
  });

  const onSubmit = async (values: V): Promise<FormErrors | undefined> => {
    if (blocked) return undefined;
    const errors = checkOnSubmit?.(values);
    if (errors && Object.keys(errors).length > 0) return errors;
    await run(values);
    return undefined;
  };

  return (
    <Form<V>
      onSubmit={onSubmit}
      validate={validate}
      initialValues={initialValues}
      subscription={{
        submitting: true,
        hasValidationErrors: true,
        values: true,
        touched: true,
        dirty: true,
        submitFailed: true,
      }}
      render={({ handleSubmit, submitting, hasValidationErrors, values, ...state }) => (
        <LookupLayout title={title} path={endpoint.path} body={bodyOf(values)}>
          <form onSubmit={handleSubmit} noValidate aria-label={title}>
            <Stack gap="5">
              {header}
              {children}
              {footer}
              {noCallsLeft ? <NoCallsLeftNotice message={noCallsLeft} /> : null}
              <SubmitButton
                busy={submitting === true}
                disabled={blocked || (hasValidationErrors === true && interacted(state))}
              />
            </Stack>
          </form>
          <LookupResultDialog outcome={outcome} onClose={closeOutcome} />
        </LookupLayout>
      )}
    />
  );
}
