import type { BatchPreview } from '@pulse/api-client';
import { Field, SimpleGrid } from '@pulse/ui';
import { NativeSelect } from '@pulse/ui/forms';
import { IGNORE } from '../utils/preview-text';

export interface MappingEditorProps {
  preview: BatchPreview;
  /** The mapping shown (the one being saved while a change is under way). */
  mapping: readonly (string | null)[];
  disabled: boolean;
  onChange: (mapping: (string | null)[]) => void;
}

/** One select per column of the file: the service field it feeds, or Ignore. */
export function MappingEditor({ preview, mapping, disabled, onChange }: MappingEditorProps) {
  return (
    <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 4 }} gap="3">
      {preview.header.map((column, index) => (
        <Field.Root as="li" key={`${index}:${column}`} disabled={disabled}>
          <Field.Label>{`Column “${column}”`}</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field
              value={mapping[index] ?? IGNORE}
              onChange={(event) => {
                const value = event.currentTarget.value;
                const next = [...mapping];
                next[index] = value === IGNORE ? null : value;
                onChange(next);
              }}
            >
              <option value={IGNORE}>Ignore</option>
              {preview.fields.map((field) => (
                <option key={field} value={field}>
                  {field}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      ))}
    </SimpleGrid>
  );
}
