import { SelectField } from '@pulse/ui/forms';
import { CATALOG } from '../../../lib/catalog';

export interface ServiceFieldProps {
  /** Called with the new service key after the form value changed. */
  onSelected?: (service: string) => void;
  disabled?: boolean;
}

const SERVICE_OPTIONS = CATALOG.map((service) => ({ value: service.key, label: service.name }));

/** The Top Up service list: every catalog service, Fraud Engine included (spec §6). */
export function ServiceField({ onSelected, disabled }: ServiceFieldProps) {
  return (
    <SelectField
      name="service"
      label="Service"
      options={SERVICE_OPTIONS}
      placeholder="Select a service"
      size="lg"
      disabled={disabled}
      onValueChange={onSelected}
    />
  );
}
