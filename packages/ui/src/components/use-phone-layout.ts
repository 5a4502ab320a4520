import { useMediaQuery } from '@chakra-ui/react';

/**
 * Below Chakra's `md` breakpoint (48em = 768 px: phones, 360–430 px wide, with room to spare) the
 * wide tables render as a list of cards instead, so no page scrolls sideways. Follows the window as
 * it is resized.
 */
export const PHONE_QUERY = '(max-width: 47.99em)';

/** True while the viewport is phone-sized (see PHONE_QUERY). */
export function usePhoneLayout(): boolean {
  return useMediaQuery([PHONE_QUERY], { fallback: [false] })[0] ?? false;
}
