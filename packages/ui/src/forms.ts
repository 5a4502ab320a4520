/**
 * @pulse/ui/forms: the form controls and the one set of react-final-form field adapters of the
 * product (TextField, PasswordField, SelectField, CheckboxField), a Module Federation shared entry
 * of its own, loaded with the first page that imports it (see src/index.ts). Field and Input are in
 * the core entry; the date field adapter is in `@pulse/ui/overlays` with its picker dialog.
 *
 * Every Chakra component used here or by an adapter has its recipe either in the core system or in
 * this entry's registerRecipes call (docs/decisions.md), or it renders unstyled.
 */
import {
  checkboxSlotRecipe,
  checkmarkRecipe,
  fieldsetSlotRecipe,
  nativeSelectSlotRecipe,
} from '@chakra-ui/react/theme';
import { registerRecipes } from './theme/system';

registerRecipes({
  recipes: { checkmark: checkmarkRecipe },
  slotRecipes: {
    checkbox: checkboxSlotRecipe,
    fieldset: fieldsetSlotRecipe,
    nativeSelect: nativeSelectSlotRecipe,
  },
});

export { Checkbox, Fieldset, NativeSelect } from '@chakra-ui/react';

export { CheckboxField } from './form-fields/checkbox-field';
export type { CheckboxFieldProps } from './form-fields/checkbox-field';
export { PasswordField } from './form-fields/password-field';
export type { PasswordFieldProps } from './form-fields/password-field';
export { SelectField } from './form-fields/select-field';
export type { SelectFieldProps, SelectOption } from './form-fields/select-field';
export { TextField } from './form-fields/text-field';
export type { TextFieldProps } from './form-fields/text-field';
export { useGroupTouched } from './form-fields/use-group-touched';
