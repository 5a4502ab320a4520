/** renderWithUi: Testing Library's render inside UiProvider (and optionally the toast provider). */
import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import type { RenderOptions } from '@testing-library/react';
import { UiProvider } from '../theme/ui-provider';
import { ToastProvider } from '../components/toast';

export function renderWithUi(
  ui: ReactElement,
  options: Omit<RenderOptions, 'wrapper'> & { toasts?: boolean } = {},
) {
  const { toasts = false, ...rest } = options;
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <UiProvider>{toasts ? <ToastProvider>{children}</ToastProvider> : children}</UiProvider>
  );
  return render(ui, { wrapper: Wrapper, ...rest });
}
