import { useMemo } from 'react';
import { fraudEngine } from '@pulse/api-client';
import { useSession } from '@pulse/auth';
import { Stack } from '@pulse/ui';
import { LookupForm } from '../../../components/lookup-form';
import { LocationNote } from '../../../components/location-note';
import { useCurrentLocation } from '../../../hooks/use-current-location';
import { binSubmitError } from '../../../lib/field-rules';
import { fraudEngineBody, hasAddress } from '../api/fraud-engine-body';
import { validateFraudEngine } from '../schemas/fraud-engine-schema';
import { fraudEngineInitialValues } from '../schemas/fraud-engine-values';
import type { FraudEngineValues } from '../schemas/fraud-engine-values';
import { fraudEngineAccess } from '../utils/field-access';
import { FormLevelError } from './form-level-error';
import { FraudEngineFields } from './fraud-engine-fields';
import { ServiceDisabledNotice } from './service-disabled-notice';
import { withDateTextCheck } from '@pulse/ui/overlays';

/**
 * Transaction (spec §2 combined form): POST /fraud-engine with every enabled, filled field. A field
 * is disabled unless its sub-service is on; with the engine off (or every sub-service off) Submit is
 * disabled and the notice shows.
 */
export function FraudEngineForm() {
  const { user } = useSession();
  const { available, enabled } = useMemo(() => fraudEngineAccess(user), [user]);
  const validate = useMemo(
    () => withDateTextCheck(validateFraudEngine(enabled), ['dob']),
    [enabled],
  );
  const location = useCurrentLocation(enabled.address);

  const checkOnSubmit = (values: FraudEngineValues) => {
    const bin = enabled.bin ? binSubmitError(values.bin) : undefined;
    return bin ? { bin } : undefined;
  };

  return (
    <LookupForm<FraudEngineValues>
      title="Transaction"
      service="fraudEngine"
      validate={validate}
      initialValues={fraudEngineInitialValues}
      blocked={!available}
      bodyOf={(values) => fraudEngineBody(values, enabled, location.location)}
      send={async (values) =>
        fraudEngine(
          fraudEngineBody(
            values,
            enabled,
            hasAddress(values, enabled) ? await location.whenReady() : null,
          ),
        )
      }
      checkOnSubmit={checkOnSubmit}
      header={available ? null : <ServiceDisabledNotice />}
      footer={
        <Stack gap="2">
          {enabled.address ? <LocationNote state={location} /> : null}
          <FormLevelError />
        </Stack>
      }
    >
      <FraudEngineFields enabled={enabled} />
    </LookupForm>
  );
}
