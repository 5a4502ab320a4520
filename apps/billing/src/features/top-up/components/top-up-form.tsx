import { useState } from 'react';
import type { FormEvent } from 'react';
import type { BillingService, ServiceKey } from '@pulse/api-client';
import { Alert, Button, SimpleGrid, Stack, Text, Form } from '@pulse/ui';
import type { FormApi } from '@pulse/ui';
import {
  DEFAULT_AFTER_ENTERPRISE,
  ENTERPRISE_SERVICE,
  PRICING_URL,
  catalogService,
} from '../../../lib/catalog';
import { validateWith } from '@pulse/forms';
import { useTopUp } from '../hooks/use-top-up';
import { MISSING_FIELDS_ALERT, topUpSchema } from '../schemas/top-up-schema';
import type { TopUpValues } from '../schemas/top-up-schema';
import { costPerCallOf } from '../utils/cost';
import { minimumFor, wholeCalls } from '../utils/quantity';
import { EnterpriseDialog } from './enterprise-dialog';
import { PriceSummary } from './price-summary';
import { QuantityField } from './quantity-field';
import { ServiceField } from './service-field';

const validate = validateWith<TopUpValues>(topUpSchema);
const initialValues: TopUpValues = { service: '', quantity: '' };

export interface TopUpFormProps {
  /** This month's billed services, for the current cost per call (the catalog price otherwise). */
  billedServices?: readonly BillingService[];
}

/**
 * Top Up (spec §5, §6): a service and a quantity of calls, the price before paying, and Top Up,
 * which opens a checkout session and leaves for the provider's hosted page. Top Up is disabled
 * without a service or quantity, on a validation error, while busy, and for Fraud Engine.
 */
export function TopUpForm({ billedServices = [] }: TopUpFormProps) {
  const { topUp, busy } = useTopUp();
  const [missing, setMissing] = useState(false);
  const [enterpriseOpen, setEnterpriseOpen] = useState(false);

  const onSubmit = async (values: TopUpValues) => {
    const quantity = wholeCalls(values.quantity);
    if (!values.service || values.service === ENTERPRISE_SERVICE || quantity === null) return;
    await topUp(values.service as ServiceKey, quantity);
  };

  return (
    <Form<TopUpValues>
      onSubmit={onSubmit}
      validate={validate}
      initialValues={initialValues}
      render={({ handleSubmit, form, values, hasValidationErrors, submitting }) => {
        const service = catalogService(values.service);
        const enterprise = values.service === ENTERPRISE_SERVICE;
        const isBusy = busy || submitting;
        const blocked =
          !values.service || !values.quantity || hasValidationErrors || isBusy || enterprise;

        // Spec §5: a missing service or quantity shows the alert on submit (Enter or the button).
        const trySubmit = (event?: FormEvent) => {
          event?.preventDefault();
          if (!values.service || !values.quantity) {
            setMissing(true);
            return;
          }
          if (enterprise) {
            setEnterpriseOpen(true);
            return;
          }
          if (!isBusy) void handleSubmit();
        };

        return (
          <form onSubmit={trySubmit} noValidate aria-label="Top Up">
            <Stack gap="4">
              {missing && (!values.service || !values.quantity) ? (
                <Alert.Root status="warning" role="alert">
                  <Alert.Indicator />
                  <Alert.Title>{MISSING_FIELDS_ALERT}</Alert.Title>
                </Alert.Root>
              ) : null}
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" alignItems="start">
                <ServiceField
                  disabled={isBusy}
                  onSelected={(key) => {
                    if (key === ENTERPRISE_SERVICE) setEnterpriseOpen(true);
                  }}
                />
                <QuantityField
                  disabled={isBusy}
                  minimum={service && !enterprise ? minimumFor(service.name) : null}
                  onEnter={() => trySubmit()}
                />
              </SimpleGrid>
              {enterprise ? (
                <Text fontSize="sm" color="fg.muted">
                  Fraud Engine cannot be topped up here: it is sold to Enterprise customers.
                </Text>
              ) : null}
              <PriceSummary
                quantity={wholeCalls(values.quantity)}
                costPerCall={service && !enterprise ? costPerCallOf(service, billedServices) : null}
              />
              {/* The price of ongoing AML monitoring as the product decided it: the first screen
                  of a subject is a normal AML report; re-screens after list updates are free. */}
              <Text fontSize="sm" color="fg.muted" data-testid="monitoring-price">
                Monitoring: one AML call per subject added; re-screens after list updates are
                included.
              </Text>
              <div>
                <Button
                  type="submit"
                  colorPalette="brand"
                  size="lg"
                  loading={isBusy}
                  disabled={blocked}
                >
                  Top Up
                </Button>
              </div>
            </Stack>
            <EnterpriseDialog
              open={enterpriseOpen}
              onClose={() => setEnterpriseOpen(false)}
              onViewPricing={() => viewPricing(form, () => setEnterpriseOpen(false))}
            />
          </form>
        );
      }}
    />
  );
}

/** Spec §6 "View Pricing": the pricing page in a new tab, and the selection back to addressLookup. */
function viewPricing(form: FormApi<TopUpValues>, close: () => void) {
  window.open(PRICING_URL, '_blank', 'noopener,noreferrer');
  form.change('service', DEFAULT_AFTER_ENTERPRISE);
  close();
}
