import { useMemo } from 'react';
import {
  createWebhookEndpoint,
  errorText,
  updateWebhookEndpoint,
  type WebhookEndpoint,
  type WebhookEventType,
} from '@pulse/api-client';
import { validateWith } from '@pulse/forms';
import { Text, TextField } from '@pulse/ui';
import { CheckboxField, CheckboxGroupField } from '@pulse/ui/forms';
import { FormDialog } from '@pulse/ui/overlays';
import { array, object, string } from 'yup';
import { EVENT_LABELS, EVENT_NAMES, TEXTS } from './texts';

export interface EndpointDialogProps {
  open: boolean;
  /** The endpoint to edit; absent to add one. */
  endpoint?: WebhookEndpoint | undefined;
  onClose: () => void;
  /** After a save; `secret` only when an endpoint was added. */
  onSaved: (endpoint: WebhookEndpoint, secret?: string) => void;
}

interface EndpointValues {
  url: string;
  description: string;
  events: WebhookEventType[];
  enabled: boolean;
}

/** True for an absolute http(s) URL: a first check in the browser; the API applies the full rule. */
function isHttpUrl(value: string | undefined): boolean {
  try {
    const u = new URL((value ?? '').trim());
    return u.protocol === 'https:' || u.protocol === 'http:';
  } catch {
    return false;
  }
}

const validate = validateWith<EndpointValues>(
  object({
    url: string().trim().required(TEXTS.urlRequired).test('http-url', TEXTS.urlInvalid, isHttpUrl),
    events: array().min(1, TEXTS.eventsRequired),
  }),
);

const EVENT_OPTIONS = EVENT_NAMES.map((name) => ({
  value: name,
  label: (
    <>
      <Text as="span" fontFamily="mono" fontSize="sm">
        {name}
      </Text>{' '}
      <Text as="span" color="fg.muted" fontSize="sm">
        {EVENT_LABELS[name]}
      </Text>
    </>
  ),
}));

/** Add or edit an endpoint: URL, description, events (and enabled when editing). */
export function EndpointDialog({ open, endpoint, onClose, onSaved }: EndpointDialogProps) {
  // One object per endpoint: the form starts over when its initial values change.
  const initialValues = useMemo<EndpointValues>(
    () => ({
      url: endpoint?.url ?? '',
      description: endpoint?.description ?? '',
      events: endpoint?.events ?? ['report.created'],
      enabled: endpoint?.enabled ?? true,
    }),
    [endpoint],
  );
  return (
    <FormDialog<EndpointValues>
      open={open}
      title={endpoint ? 'Edit endpoint' : 'Add endpoint'}
      initialValues={initialValues}
      validate={validate}
      submitText={endpoint ? 'Save' : 'Add endpoint'}
      onClose={onClose}
      onSubmit={async ({ url, description, events, enabled }) => {
        const body = { url: url.trim(), description: description.trim(), events };
        try {
          if (endpoint) {
            onSaved(await updateWebhookEndpoint(endpoint.id, { ...body, enabled }));
          } else {
            const created = await createWebhookEndpoint(body);
            onSaved(created.endpoint, created.secret);
          }
        } catch (err) {
          return errorText(err, TEXTS.failed);
        }
      }}
    >
      <TextField
        name="url"
        label="Endpoint URL"
        placeholder="https://example.com/webhooks"
        inputMode="url"
      />
      <TextField
        name="description"
        label="Description"
        maxLength={200}
        placeholder="Optional, e.g. Production server"
      />
      <CheckboxGroupField name="events" legend="Events" options={EVENT_OPTIONS} />
      {endpoint ? <CheckboxField name="enabled" label="Enabled" /> : null}
    </FormDialog>
  );
}
