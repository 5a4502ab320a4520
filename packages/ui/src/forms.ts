/**
 * @pulse/ui/forms: the form controls the sign-in page does not use (a Module Federation shared entry
 * of its own, loaded with the first page that imports it; see src/index.ts). Field and Input are in
 * the core entry.
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
