import { object, string } from 'yup';
import { catalogService } from '../../../lib/catalog';
import {
  isQuantityShape,
  minimumFor,
  minimumMessage,
  parseQuantity,
  wholeCalls,
} from '../utils/quantity';

/** The Top Up form's values: the service key ('' when none) and the quantity as typed. */
export interface TopUpValues {
  service: string;
  quantity: string;
}

/** Spec §5 alert, exactly (typo included). */
export const MISSING_FIELDS_ALERT = 'Please select a service and enter an quantity';

/** Beyond the spec: a quantity that is only a decimal point ("."). */
export const INVALID_QUANTITY_MESSAGE = 'Enter a quantity of calls';

/**
 * Quantity rules (spec §5): digits with an optional decimal point, of which the whole calls
 * (`wholeCalls`: "600.5" buys 600) must reach the service's minimum (spec §9). A missing service or quantity is not a field error: it is
 * the alert shown on submit. No minimum applies before a service is chosen.
 */
export const topUpSchema = object({
  service: string().default(''),
  quantity: string()
    .default('')
    .test('shape', INVALID_QUANTITY_MESSAGE, (value) => {
      if (!value) return true;
      return isQuantityShape(value) && parseQuantity(value) !== null;
    })
    .test('minimum', function minimum(value) {
      const n = wholeCalls(value);
      const service = catalogService(String(this.parent.service ?? ''));
      if (n === null || !service) return true;
      return (
        n >= minimumFor(service.name) || this.createError({ message: minimumMessage(service.name) })
      );
    }),
});
