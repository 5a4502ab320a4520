/**
 * @pulse/ui, core entry: the Pulse design system as every page needs it, the public pages included.
 * The Chakra system and provider, the light Chakra components (named re-exports only), toasts, shared
 * components and display formatters.
 *
 * Module Federation shares each entry whole, so the heavier components live in entries of their own,
 * loaded with the first page that imports them (packages/mf-config/src/shared.ts lists every entry):
 * - `@pulse/ui/forms`: Checkbox, Fieldset, NativeSelect and their react-final-form adapters
 *   (SelectField, CheckboxField);
 * - `@pulse/ui/overlays`: Dialog, Portal, ConfirmDialog and the pickers that open in a dialog
 *   (DateField, MonthPicker), with DateFormField, DateField's react-final-form adapter;
 * - `@pulse/ui/data`: Table, RecordTable, Stat, DataList, KeyValueList, DecisionSummary, Accordion, Progress,
 *   CopyButton.
 * Put a component here only if a public page (sign-in, sign-up, verify e-mail) or the layout needs it.
 *
 * The react-final-form field adapters are one set, each in the entry of the Chakra component it wraps:
 * TextField and PasswordField here (the sign-in form uses them; in `@pulse/ui/forms` they would make
 * the sign-in page download Checkbox, Fieldset and NativeSelect too, over its JS budget), SelectField
 * and CheckboxField in `@pulse/ui/forms`, DateFormField in `@pulse/ui/overlays`.
 */
// Chakra UI, by name only (never `export *`): one tree-shaken Chakra is shared as a Module Federation
// singleton through this package. Add a name here when a page needs it.
export {
  // layout
  AbsoluteCenter,
  Box,
  Center,
  Container,
  Flex,
  Grid,
  GridItem,
  HStack,
  SimpleGrid,
  Spacer,
  Stack,
  VStack,
  Wrap,
  WrapItem,
  // typography
  Code,
  Em,
  Heading,
  Kbd,
  Link,
  List,
  Span,
  Strong,
  Text,
  // buttons and form controls
  Button,
  CloseButton,
  Field,
  IconButton,
  Input,
  InputAddon,
  InputElement,
  InputGroup,
  // data display
  Badge,
  Card,
  Icon,
  Image,
  Separator,
  // feedback
  Alert,
  Skeleton,
  Spinner,
  // utilities
  VisuallyHidden,
  chakra,
  useBreakpointValue,
  useDisclosure,
  useMediaQuery,
} from '@chakra-ui/react';

export type {
  AlertRootProps,
  BadgeProps,
  BoxProps,
  ButtonProps,
  CardRootProps,
  CenterProps,
  ConditionalValue,
  ContainerProps,
  FlexProps,
  GridItemProps,
  GridProps,
  HTMLChakraProps,
  HeadingProps,
  IconButtonProps,
  IconProps,
  InputGroupProps,
  InputProps,
  LinkProps,
  SimpleGridProps,
  StackProps,
  SystemStyleObject,
  TextProps,
  TextareaProps,
  UseDisclosureReturn,
} from '@chakra-ui/react';

// theme
export { system } from './theme/system';
export { UiProvider } from './theme/ui-provider';

// toasts
export { ToastProvider } from './components/toast';
export { DeferredToastProvider } from './components/deferred-toast-provider';
export { ToastScope, useNotify, TOAST_SCOPES } from './components/toast-scope';
export type { Notify, ToastScopeName } from './components/toast-scope';
export { SWIPE_DISMISS_RATIO } from './components/toast-content';

// components
export { StatusBadge } from './components/status-badge';
export type { StatusBadgeProps } from './components/status-badge';
export { LoadingSpinner } from './components/loading-spinner';
export type { LoadingSpinnerProps } from './components/loading-spinner';
export { EmptyState } from './components/empty-state';
export type { EmptyStateProps } from './components/empty-state';
export { RetryAlert } from './components/retry-alert';
export type { RetryAlertProps } from './components/retry-alert';
export { PasswordStrengthMeter } from './components/password-strength-meter';
export { PageHeader } from './components/page-header';
export type { PageHeaderProps } from './components/page-header';
export { pageTitle, usePageTitle } from './components/page-title';
export { PHONE_QUERY, usePhoneLayout } from './components/use-phone-layout';
export { SectionCard } from './components/section-card';
export { RenderAhead, useRenderingAhead } from './components/render-ahead';
export type { SectionCardProps } from './components/section-card';

// Forms: react-final-form (and final-form's names the apps use) through this package, so that a
// remote's <Form> and the adapters below always share one react-final-form instance, the shell's.
export { Form, FormSpy, useField, useForm, useFormState } from 'react-final-form';
export type { FormProps, FormRenderProps } from 'react-final-form';
export { FORM_ERROR } from 'final-form';
export type { FormApi } from 'final-form';

// react-final-form field adapters of the core components
export { PasswordField } from './form-fields/password-field';
export type { PasswordFieldProps } from './form-fields/password-field';
export { TextField } from './form-fields/text-field';
export type { TextFieldProps } from './form-fields/text-field';
export { useGroupTouched } from './form-fields/use-group-touched';

// formatters and pure helpers
export { formatUsd, formatCount } from './format/money';
export {
  formatDate,
  formatDateTime,
  monthLabel,
  currentMonth,
  parseMonth,
  toMonthKey,
} from './format/dates';
export type { MonthKey, TimeZoneChoice } from './format/dates';
export { NA, yesNo, orNA, joinList, splitFieldName } from './format/values';
export { statusLabel, statusTone } from './format/status';
export type { StatusLabel, StatusTone } from './format/status';
export {
  MIN_YEAR,
  MAX_YEAR,
  parseDisplayDate,
  toDisplayDate,
  isoToParts,
  partsToIso,
} from './format/date-input';
export type { YearRange } from './format/date-input';
export { scorePassword, PASSWORD_SPECIALS } from './format/password-strength';
export type { PasswordLevel, PasswordScore } from './format/password-strength';
