/**
 * FormDialog: the one dialog with a form (react-final-form, validated by a `validate` function such
 * as `validateWith(schema)` from @pulse/forms). Each opening starts from `initialValues`; Cancel, the
 * close button and Escape call onClose (not while the form is being sent). A refusal from the API is
 * shown above the fields. With `done` set, the dialog shows that instead of the form (e.g. a secret
 * shown once) with a single button that closes it.
 */
import { useId, useState, type ReactNode } from 'react';
import { Form } from 'react-final-form';
import { FORM_ERROR } from 'final-form';
import { Alert, Button, CloseButton, Dialog, Portal, Stack } from '@chakra-ui/react';

/** What the dialog shows once its work is done, instead of the form. */
export interface FormDialogDone {
  title: ReactNode;
  body: ReactNode;
  /** The button that closes the dialog; default 'Done'. */
  closeText?: string;
}

export interface FormDialogProps<V extends object> {
  open: boolean;
  title: ReactNode;
  /** A sentence under the title, read out as the dialog's description. */
  description?: ReactNode;
  /** The values of each opening (read when the dialog opens). */
  initialValues: V;
  /** Field name → message, `{}` when valid (`validateWith` of @pulse/forms). */
  validate?: (values: V) => Record<string, string>;
  /**
   * Sends the form. Resolves to an error text to show above the fields (the API's refusal), or to
   * nothing when the work is done (the caller then closes the dialog or sets `done`).
   */
  onSubmit: (values: V) => Promise<string | undefined>;
  submitText: string;
  /** Color palette of the submit button; default 'brand'. */
  submitPalette?: string;
  cancelText?: string;
  onClose: () => void;
  /** The fields; a function gets the current values (for a hint that follows a choice). */
  children: ReactNode | ((values: V) => ReactNode);
  done?: FormDialogDone | null;
}

export function FormDialog<V extends object>({
  open,
  title,
  description,
  initialValues,
  validate,
  onSubmit,
  submitText,
  submitPalette = 'brand',
  cancelText = 'Cancel',
  onClose,
  children,
  done,
}: FormDialogProps<V>) {
  const formId = useId();
  // True while `onSubmit` runs: the dialog's dismissal lives outside the form (and outlasts it
  // once `done` replaces the form).
  const [busy, setBusy] = useState(false);
  return (
    <Dialog.Root
      open={open}
      placement="center"
      // The form lives in the content, so each opening starts from `initialValues`.
      lazyMount
      unmountOnExit
      closeOnEscape={!busy}
      closeOnInteractOutside={false}
      onOpenChange={(e) => {
        if (!e.open && !busy) onClose();
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            {done ? (
              <>
                <Dialog.Header>
                  <Dialog.Title>{done.title}</Dialog.Title>
                </Dialog.Header>
                <Dialog.Body>{done.body}</Dialog.Body>
                <Dialog.Footer>
                  <Button colorPalette="brand" onClick={onClose}>
                    {done.closeText ?? 'Done'}
                  </Button>
                </Dialog.Footer>
              </>
            ) : (
              <Form<V>
                initialValues={initialValues}
                validate={validate}
                onSubmit={async (values) => {
                  setBusy(true);
                  try {
                    const error = await onSubmit(values);
                    return error ? { [FORM_ERROR]: error } : undefined;
                  } finally {
                    setBusy(false);
                  }
                }}
                render={({ handleSubmit, submitting, submitError, values }) => (
                  <>
                    <Dialog.Header>
                      <Dialog.Title>{title}</Dialog.Title>
                    </Dialog.Header>
                    <Dialog.Body>
                      <form id={formId} onSubmit={handleSubmit} noValidate>
                        <Stack gap="4">
                          {description ? (
                            <Dialog.Description>{description}</Dialog.Description>
                          ) : null}
                          {typeof submitError === 'string' ? (
                            <Alert.Root status="error" role="alert">
                              <Alert.Indicator />
                              <Alert.Title>{submitError}</Alert.Title>
                            </Alert.Root>
                          ) : null}
                          {typeof children === 'function' ? children(values) : children}
                        </Stack>
                      </form>
                    </Dialog.Body>
                    <Dialog.Footer>
                      <Button variant="outline" onClick={onClose} disabled={submitting}>
                        {cancelText}
                      </Button>
                      <Button
                        type="submit"
                        form={formId}
                        colorPalette={submitPalette}
                        loading={submitting}
                      >
                        {submitText}
                      </Button>
                    </Dialog.Footer>
                  </>
                )}
              />
            )}
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" disabled={busy} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
