/** LoadingSpinner: a centered spinner announced to screen readers as a status ("Loading" by default). */
import { Center, Spinner, VisuallyHidden } from '@chakra-ui/react';
import type { CenterProps } from '@chakra-ui/react';

export interface LoadingSpinnerProps extends CenterProps {
  /** Accessible name and hidden text of the status; default "Loading". */
  label?: string;
}

export function LoadingSpinner({ label = 'Loading', ...rest }: LoadingSpinnerProps) {
  return (
    <Center role="status" aria-label={label} aria-live="polite" py="10" w="full" {...rest}>
      <Spinner size="lg" color="brand.solid" borderWidth="3px" aria-hidden="true" />
      <VisuallyHidden>{label}</VisuallyHidden>
    </Center>
  );
}
