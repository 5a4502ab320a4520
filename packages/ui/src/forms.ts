/**
 * @pulse/ui/forms: the form controls the sign-in page does not use and their react-final-form
 * adapters (SelectField, CheckboxField, CheckboxGroupField, FileDropField), a Module Federation shared entry of its own, loaded with the
 * first page that imports it (see src/index.ts). Field, Input and their adapters (TextField,
 * PasswordField) are in the core entry; DateFormField is in `@pulse/ui/overlays` with its picker.
 *
 * Every Chakra component used here or by an adapter has its recipe either in the core system or in
 * this entry's registerRecipes call (docs/adr/0004-front-end-stack.md), or it renders unstyled.
 */
import {
  checkboxSlotRecipe,
  checkmarkRecipe,
  fieldsetSlotRecipe,
  fileUploadSlotRecipe,
  nativeSelectSlotRecipe,
} from '@chakra-ui/react/theme';
import { registerRecipes } from './theme/system';

registerRecipes({
  recipes: { checkmark: checkmarkRecipe },
  slotRecipes: {
    checkbox: checkboxSlotRecipe,
    fieldset: fieldsetSlotRecipe,
    fileUpload: fileUploadSlotRecipe,
    nativeSelect: nativeSelectSlotRecipe,
  },
});

export { Checkbox, Fieldset, NativeSelect } from '@chakra-ui/react';

export { FileDropField } from './form-fields/file-drop-field';
export type { FileDropFieldProps } from './form-fields/file-drop-field';

export { CheckboxField } from './form-fields/checkbox-field';
export { CheckboxGroupField } from './form-fields/checkbox-group-field';
export type { CheckboxGroupFieldProps, CheckboxOption } from './form-fields/checkbox-group-field';
export type { CheckboxFieldProps } from './form-fields/checkbox-field';
export { SelectField } from './form-fields/select-field';
export type { SelectFieldProps, SelectOption } from './form-fields/select-field';
