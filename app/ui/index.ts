/**
 * Parley's design system: everything it offers, for the gallery and for code that
 * needs many parts. Screens import each component from its own file (`../ui/Button`):
 * importing this index brings every component's CSS into the screen's chunk, which
 * the home page's JS budget cannot afford. Never reach past these components to
 * react-aria-components for something they offer. Form helpers (react-hook-form + zod)
 * live in `./form` and are imported only by forms.
 */
export {
  Accordion,
  AccordionItem,
  type AccordionProps,
  Disclosure,
  type DisclosureProps,
} from './Accordion';
export {
  Badge,
  type BadgeProps,
  type BadgeTone,
  StatusBadge,
  statusLabel,
  statusTone,
} from './Badge';
export { Button, type ButtonProps, type ButtonSize, type ButtonVariant } from './Button';
export { Card, CardHeader, type CardProps } from './Card';
export { Checkbox, type CheckboxProps } from './Checkbox';
export { Dialog, DialogFooter, type DialogProps, DialogTrigger } from './Dialog';
export { EmptyState, type EmptyStateProps } from './EmptyState';
export { FileTrigger, type FileTriggerProps, fileMatchesAccept } from './FileTrigger';
export { Icon, type IconName } from './Icon';
export { Link, type LinkProps } from './Link';
export { Menu, MenuItem, type MenuItemProps, type MenuProps, MenuSeparator } from './Menu';
export { PRESS_DELAY_MS, TOOLTIP_CLOSE_DELAY_MS, TOOLTIP_OPEN_DELAY_MS } from './motion';
export { NavButton, type NavButtonProps } from './NavButton';
export { ProgressBar, type ProgressBarProps } from './ProgressBar';
export { RadioGroup, type RadioGroupProps } from './RadioGroup';
export { Select, type SelectOption, type SelectProps } from './Select';
export { Skeleton, type SkeletonProps, SkeletonText } from './Skeleton';
export { CentredSpinner, Spinner } from './Spinner';
export { Inline, type InlineProps, Stack, type StackProps } from './Stack';
export { Tab, TabList, TabPanel, Tabs } from './Tabs';
export { Heading, type HeadingProps, Text, type TextProps } from './Text';
export { TextArea, type TextAreaProps } from './TextArea';
export { TextField, type TextFieldProps } from './TextField';
export { Tooltip, type TooltipProps } from './Tooltip';
export { vars } from './theme.css';
export { showToast, type ToastContent, type ToastVariant } from './toast/toastQueue';
export { usePressDelay } from './usePressDelay';
