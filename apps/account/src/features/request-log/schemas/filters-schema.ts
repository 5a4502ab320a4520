/**
 * The rules the request log's filters must meet before they are applied. Apart from utils/filters.ts
 * so that the route's prefetch (app/route-queries.ts), which parses the URL's filters, loads no yup.
 */
import { object, string } from 'yup';
import { validateWith } from '@pulse/forms';
import {
  KEY_PREFIX_MESSAGE,
  KEY_PREFIX_PATTERN,
  RANGE_MESSAGE,
  type RequestLogFilters,
} from '../utils/filters';

const filtersSchema = object({
  key: string().test('key-prefix', KEY_PREFIX_MESSAGE, (key) =>
    KEY_PREFIX_PATTERN.test((key ?? '').trim()),
  ),
  to: string().test(
    'range',
    RANGE_MESSAGE,
    (to, context) => !(to && context.parent.from && to < context.parent.from),
  ),
});
const filterErrors = validateWith<RequestLogFilters>(filtersSchema);

/** The first problem of the filters (key prefix, then range), or null when they can be applied. */
export function filterProblem(filters: RequestLogFilters): string | null {
  const errors = filterErrors(filters);
  return errors.key ?? errors.to ?? null;
}
