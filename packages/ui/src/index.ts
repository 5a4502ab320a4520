/**
 * @pulse/ui: the Pulse design system. The Chakra system and provider, the Chakra components the product
 * uses (named re-exports only), toasts, shared components and display formatters.
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
  Group,
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
  ButtonGroup,
  Checkbox,
  CloseButton,
  Field,
  Fieldset,
  IconButton,
  Input,
  InputAddon,
  InputElement,
  InputGroup,
  NativeSelect,
  RadioGroup,
  Textarea,
  // data display
  Accordion,
  Badge,
  Card,
  Clipboard,
  DataList,
  Icon,
  Image,
  Separator,
  Stat,
  Table,
  Tabs,
  // feedback
  Alert,
  Progress,
  Skeleton,
  SkeletonCircle,
  SkeletonText,
  Spinner,
  // overlays
  Dialog,
  Drawer,
  Portal,
  // utilities
  Presence,
  Show,
  VisuallyHidden,
  chakra,
  useBreakpointValue,
  useClipboard,
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
  TableRootProps,
  TextProps,
  TextareaProps,
  UseDisclosureReturn,
} from '@chakra-ui/react';

// theme
export { system } from './theme/system';
export { UiProvider } from './theme/ui-provider';

// toasts
export { ToastProvider, ToastScope, useNotify, TOAST_SCOPES } from './components/toast';
export type { Notify, ToastScopeName } from './components/toast';
export { SWIPE_DISMISS_RATIO } from './components/toast-content';

// components
export { StatusBadge } from './components/status-badge';
export type { StatusBadgeProps } from './components/status-badge';
export { LoadingSpinner } from './components/loading-spinner';
export type { LoadingSpinnerProps } from './components/loading-spinner';
export { EmptyState } from './components/empty-state';
export type { EmptyStateProps } from './components/empty-state';
export { ConfirmDialog } from './components/confirm-dialog';
export type { ConfirmDialogProps } from './components/confirm-dialog';
export { MonthPicker } from './components/month-picker';
export type { MonthPickerProps } from './components/month-picker';
export { DateField, DATE_INPUT_INVALID } from './components/date-field';
export type { DateFieldProps } from './components/date-field';
export { PasswordStrengthMeter } from './components/password-strength-meter';
export { CopyButton } from './components/copy-button';
export type { CopyButtonProps } from './components/copy-button';
export { PageHeader } from './components/page-header';
export type { PageHeaderProps } from './components/page-header';
export { SectionCard } from './components/section-card';
export type { SectionCardProps } from './components/section-card';
export { KeyValueList } from './components/key-value-list';
export type { KeyValueListProps, KeyValueRow } from './components/key-value-list';

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
