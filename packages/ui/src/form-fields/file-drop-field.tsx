import { useId, useMemo, useRef, type ReactNode, type RefObject } from 'react';
import { Field as FormField } from 'react-final-form';
import { Field, FileUpload, Icon, Text } from '@chakra-ui/react';
import { Upload } from 'lucide-react';
import { visibleError } from '@pulse/forms';

export type FileDropFieldProps = {
  name: string;
  /** The field's label, on the file input (what a browser test or a screen reader finds). */
  label: string;
  /**
   * The `accept` of the file picker (extensions and content types). Only the picker is filtered:
   * a dropped file of another type is taken, so the API's refusal (which names the problem) shows.
   */
  accept: string;
  /** The drop zone's words, also its accessible name: what to drop, and that a press chooses. */
  dropText: string;
  /** What files the API takes, under the drop zone (also the zone's description). */
  helper?: ReactNode;
};

/**
 * A file field bound to react-final-form (value: the `File`, or null): a drop zone that also opens
 * the file picker on click, Enter or Space, then the chosen file's name and size with a remove
 * button. One file; a new one replaces it. Removing the file brings focus back to the drop zone.
 */
export function FileDropField({ name, label, accept, dropText, helper }: FileDropFieldProps) {
  const helperId = useId();
  const zone = useRef<HTMLDivElement>(null);
  return (
    <FormField<File | null> name={name}>
      {({ input, meta }) => {
        const error = visibleError(meta);
        return (
          <Field.Root invalid={Boolean(error)}>
            <Field.Label>{label}</Field.Label>
            <Chosen
              file={input.value || null}
              dropText={dropText}
              accept={accept}
              helperId={helper ? helperId : undefined}
              zone={zone}
              onChange={(file) => {
                input.onChange(file);
                // The remove button goes with the file: keep the keyboard where it was.
                if (!file) requestAnimationFrame(() => zone.current?.focus());
              }}
            />
            {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
            {!error && helper ? <Field.HelperText id={helperId}>{helper}</Field.HelperText> : null}
          </Field.Root>
        );
      }}
    </FormField>
  );
}

type ChosenProps = {
  file: File | null;
  dropText: string;
  accept: string;
  helperId: string | undefined;
  zone: RefObject<HTMLDivElement | null>;
  onChange: (file: File | null) => void;
};

/** The drop zone and the file in it, controlled by the form's value. */
function Chosen({ file, dropText, accept, helperId, zone, onChange }: ChosenProps) {
  const files = useMemo(() => (file ? [file] : []), [file]);
  return (
    <FileUpload.Root
      maxFiles={1}
      acceptedFiles={files}
      onFileChange={(details) => onChange(details.acceptedFiles[0] ?? null)}
      translations={{ dropzone: dropText, deleteFile: (f) => `Remove ${f.name}` }}
      gap="2"
    >
      {/* `accept` here, not on the root: the root would refuse a dropped file silently. */}
      <FileUpload.HiddenInput accept={accept} />
      <FileUpload.Dropzone ref={zone} minH="24" w="full" aria-describedby={helperId}>
        <Icon size="md" color="fg.muted" aria-hidden>
          <Upload />
        </Icon>
        <FileUpload.DropzoneContent>
          <Text>{dropText}</Text>
        </FileUpload.DropzoneContent>
      </FileUpload.Dropzone>
      {file ? (
        <FileUpload.ItemGroup>
          <FileUpload.Item file={file} p="2">
            <FileUpload.ItemContent>
              <FileUpload.ItemName />
              <FileUpload.ItemSizeText />
            </FileUpload.ItemContent>
            <FileUpload.ItemDeleteTrigger />
          </FileUpload.Item>
        </FileUpload.ItemGroup>
      ) : null}
    </FileUpload.Root>
  );
}
