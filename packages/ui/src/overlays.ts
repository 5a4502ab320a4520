/**
 * @pulse/ui/overlays: dialogs and the pickers that open in one (a Module Federation shared entry of its
 * own, loaded with the first page that imports it; see src/index.ts). The dialog machinery (focus trap,
 * dismissal, scroll lock) is the heaviest part of Chakra the product uses. DateFormField (DateField
 * bound to react-final-form) is here rather than in `@pulse/ui/forms` so that the sign-in page, which
 * loads the forms entry, does not download the dialog machinery.
 */
import { dialogSlotRecipe, menuSlotRecipe, nativeSelectSlotRecipe } from '@chakra-ui/react/theme';
import { registerRecipes } from './theme/system';

// DateField's calendar has month and year selects; Menu is the header's account menu.
registerRecipes({
  slotRecipes: {
    dialog: dialogSlotRecipe,
    menu: menuSlotRecipe,
    nativeSelect: nativeSelectSlotRecipe,
  },
});

export { Dialog, Menu, Portal } from '@chakra-ui/react';

export { ConfirmDialog } from './components/confirm-dialog';
export type { ConfirmDialogProps } from './components/confirm-dialog';
export { FormDialog } from './components/form-dialog';
export type { FormDialogDone, FormDialogProps } from './components/form-dialog';
export { MonthPicker } from './components/month-picker';
export type { MonthPickerProps } from './components/month-picker';
export { DateField, DATE_INPUT_INVALID } from './components/date-field';
export type { DateFieldProps } from './components/date-field';
export {
  DateFormField,
  dateTextInvalidKey,
  withDateTextCheck,
} from './form-fields/date-form-field';
export type { DateFormFieldProps } from './form-fields/date-form-field';
