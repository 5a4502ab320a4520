import { Button } from '@pulse/ui';

/**
 * "Details" / "Hide details": the button that opens a list entry's details below its row, named
 * after the entry for a screen reader and tied to the region it controls.
 * @param name the entry's name ("Details of <name>")
 * @param controls the id of the details region
 */
export function DetailsToggle({
  name,
  controls,
  open,
  onToggle,
}: {
  name: string;
  controls: string;
  open: boolean;
  onToggle: () => void;
}) {
  return (
    <Button
      size="xs"
      variant="ghost"
      aria-expanded={open}
      aria-controls={controls}
      aria-label={`Details of ${name}`}
      onClick={onToggle}
    >
      {open ? 'Hide details' : 'Details'}
    </Button>
  );
}
