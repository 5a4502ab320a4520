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
  /** Address lookups read their failure text at the report path (spec §8). */
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
 * One demo form (react-final-form + yup, validated on change and blur, errors only for touched
 * fields, Submit blocked while errors exist and reading "Analyzing..." while busy), its equivalent
 * API request, the result modal and the failure notices.
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
  const { run, outcome, closeOutcome, noCallsLeft } = useLookup({
    pulseKey: endpoint.pulseKey,
    addressPath,
  });

  const onSubmit = async (values: V): Promise<FormErrors | undefined> => {
    if (blocked) return undefined;
    const errors = checkOnSubmit?.(values);
    if (errors && Object.keys(errors).length > 0) return errors;
    await run(() => send(values));
    return undefined;
  };

  return (
    <Form<V>
      onSubmit={onSubmit}
      validate={validate}
      initialValues={initialValues}
      render={({ handleSubmit, submitting, hasValidationErrors, values }) => (
        <LookupLayout title={title} path={endpoint.path} body={bodyOf(values)}>
          <form onSubmit={handleSubmit} noValidate aria-label={title}>
            <Stack gap="5">
              {header}
              {children}
              {footer}
              {noCallsLeft ? <NoCallsLeftNotice message={noCallsLeft} /> : null}
              <SubmitButton
                busy={submitting === true}
                disabled={blocked || hasValidationErrors === true}
              />
            </Stack>
          </form>
          <LookupResultDialog outcome={outcome} onClose={closeOutcome} />
        </LookupLayout>
      )}
    />
  );
}
