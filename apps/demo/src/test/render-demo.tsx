/** The demo tests' render: the Demo page as the shell mounts it, and the pages it links to. */
import type { SessionUser } from '@pulse/auth';
import { useParams } from '@pulse/router';
import { renderWithProviders } from '@pulse/test-utils';
import { DemoPage } from '../app/demo-page';
import { enterpriseUser } from './fixtures';

function ReportStub() {
  const { id } = useParams();
  return <p>Report {id}</p>;
}

/**
 * Renders the Demo page as the shell mounts it (/demo/*), with a stand-in report page, a billing
 * page and a home page, inside the shell's providers; `user` is the signed-in member (null for
 * nobody). Each render has a query client of its own, without retries.
 * @returns Testing Library's result plus the `router`, the `queryClient` (to seed and inspect the
 *   cache) and a `user` (userEvent)
 */
export function renderDemo(path = '/demo', user: SessionUser | null = enterpriseUser) {
  return renderWithProviders(
    [
      { path: '/demo/*', element: <DemoPage /> },
      { path: '/reports/:id', element: <ReportStub /> },
      { path: '/billing', element: <p>Billing page</p> },
      { path: '/', element: <p>Home page</p> },
    ],
    { initialEntries: [path], member: user },
  );
}
