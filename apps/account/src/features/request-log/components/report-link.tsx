import { Link as RouterLink } from '@pulse/router';
import { Link } from '@pulse/ui';

/**
 * The report a logged call wrote, as a link to its page in Reports (`/reports/:id`, the shell's
 * route of the report detail); '—' for a call that wrote none.
 */
export function ReportLink({ id }: { id: string | null }) {
  if (!id) return <>—</>;
  return (
    <Link asChild fontFamily="mono" color="brand.fg" textDecoration="underline">
      <RouterLink to={`/reports/${encodeURIComponent(id)}`} aria-label={`Report ${id}`}>
        {id}
      </RouterLink>
    </Link>
  );
}
