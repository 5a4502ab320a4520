import { useEffect, useState } from 'react';
import {
  createWebhookEndpoint,
  errorText,
  updateWebhookEndpoint,
  type WebhookEndpoint,
  type WebhookEventType,
} from '@pulse/api-client';
import { Button, CloseButton, Field, Input, Stack, Text } from '@pulse/ui';
import { Checkbox, Fieldset } from '@pulse/ui/forms';
import { Dialog, Portal } from '@pulse/ui/overlays';
import { EVENT_LABELS, EVENT_NAMES, TEXTS } from './texts';

export interface EndpointDialogProps {
  open: boolean;
  /** The endpoint to edit; absent to add one. */
  endpoint?: WebhookEndpoint | undefined;
  onClose: () => void;
  /** After a save; `secret` only when an endpoint was added. */
  onSaved: (endpoint: WebhookEndpoint, secret?: string) => void;
}

/** A first check of the URL in the browser; the API applies the full rule. */
function urlError(url: string): string | undefined {
  if (!url.trim()) return TEXTS.urlRequired;
  try {
    const u = new URL(url.trim());
    if (u.protocol !== 'https:' && u.protocol !== 'http:') return TEXTS.urlInvalid;
  } catch {
    return TEXTS.urlInvalid;
  }
  return undefined;
}

/** Add or edit an endpoint: URL, description, events (and enabled when editing). */
export function EndpointDialog({ open, endpoint, onClose, onSaved }: EndpointDialogProps) {
  const [url, setUrl] = useState('');
  const [description, setDescription] = useState('');
  const [events, setEvents] = useState<WebhookEventType[]>([]);
  const [enabled, setEnabled] = useState(true);
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [serverError, setServerError] = useState<string>();

  useEffect(() => {
    if (!open) return;
    setUrl(endpoint?.url ?? '');
    setDescription(endpoint?.description ?? '');
    setEvents(endpoint?.events ?? ['report.created']);
    setEnabled(endpoint?.enabled ?? true);
    setSubmitted(false);
    setServerError(undefined);
  }, [open, endpoint]);

  const urlProblem = submitted ? urlError(url) : undefined;
  const eventsProblem = submitted && events.length === 0 ? TEXTS.eventsRequired : undefined;

  async function save() {
    setSubmitted(true);
    setServerError(undefined);
    if (urlError(url) || events.length === 0) return;
    setBusy(true);
    try {
      const body = { url: url.trim(), description: description.trim(), events };
      if (endpoint) {
        onSaved(await updateWebhookEndpoint(endpoint.id, { ...body, enabled }));
      } else {
        const created = await createWebhookEndpoint(body);
        onSaved(created.endpoint, created.secret);
      }
    } catch (err) {
      setServerError(errorText(err, TEXTS.failed));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog.Root
      open={open}
      placement="center"
      onOpenChange={(e) => {
        if (!e.open && !busy) onClose();
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content
            as="form"
            mx="4"
            onSubmit={(e: React.FormEvent) => {
              e.preventDefault();
              void save();
            }}
          >
            <Dialog.Header>
              <Dialog.Title>{endpoint ? 'Edit endpoint' : 'Add endpoint'}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <Field.Root invalid={!!urlProblem}>
                  <Field.Label>Endpoint URL</Field.Label>
                  <Input
                    value={url}
                    onChange={(e) => setUrl(e.target.value)}
                    placeholder="https://example.com/webhooks"
                    inputMode="url"
                    autoComplete="off"
                  />
                  <Field.ErrorText>{urlProblem}</Field.ErrorText>
                </Field.Root>
                <Field.Root>
                  <Field.Label>Description</Field.Label>
                  <Input
                    value={description}
                    maxLength={200}
                    onChange={(e) => setDescription(e.target.value)}
                    placeholder="Optional, e.g. Production server"
                  />
                </Field.Root>
                <Fieldset.Root invalid={!!eventsProblem}>
                  <Fieldset.Legend>Events</Fieldset.Legend>
                  <Stack gap="2" mt="2">
                    {EVENT_NAMES.map((name) => (
                      <Checkbox.Root
                        key={name}
                        checked={events.includes(name)}
                        onCheckedChange={(e) =>
                          setEvents((prev) =>
                            e.checked === true ? [...prev, name] : prev.filter((x) => x !== name),
                          )
                        }
                      >
                        <Checkbox.HiddenInput />
                        <Checkbox.Control />
                        <Checkbox.Label>
                          <Text as="span" fontFamily="mono" fontSize="sm">
                            {name}
                          </Text>{' '}
                          <Text as="span" color="fg.muted" fontSize="sm">
                            {EVENT_LABELS[name]}
                          </Text>
                        </Checkbox.Label>
                      </Checkbox.Root>
                    ))}
                  </Stack>
                  <Fieldset.ErrorText>{eventsProblem}</Fieldset.ErrorText>
                </Fieldset.Root>
                {endpoint && (
                  <Checkbox.Root
                    checked={enabled}
                    onCheckedChange={(e) => setEnabled(e.checked === true)}
                  >
                    <Checkbox.HiddenInput />
                    <Checkbox.Control />
                    <Checkbox.Label>Enabled</Checkbox.Label>
                  </Checkbox.Root>
                )}
                {serverError && (
                  <Text role="alert" color="fg.error" fontSize="sm">
                    {serverError}
                  </Text>
                )}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose} disabled={busy}>
                Cancel
              </Button>
              <Button type="submit" colorPalette="brand" loading={busy}>
                {endpoint ? 'Save' : 'Add endpoint'}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" disabled={busy} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
