import './themes/global.css.js';

export type { AmountListLine, AmountListProps } from './components/amount-list/amount-list.js';
export { AmountList } from './components/amount-list/amount-list.js';
export type { BadgeProps } from './components/badge/badge.js';
export { Badge } from './components/badge/badge.js';
export type { ButtonProps } from './components/button/button.js';
export { Button } from './components/button/button.js';
export type { CardProps } from './components/card/card.js';
export { Card } from './components/card/card.js';
export type { ChipProps, ChipState } from './components/chip/chip.js';
export { Chip } from './components/chip/chip.js';
export type { ConfirmDialogProps } from './components/confirm-dialog/confirm-dialog.js';
export { ConfirmDialog } from './components/confirm-dialog/confirm-dialog.js';
export type { ContainerProps } from './components/container/container.js';
export { Container } from './components/container/container.js';
export type { DialogProps } from './components/dialog/dialog.js';
export { Dialog, DialogActions, DialogClose } from './components/dialog/dialog.js';
export type { FeatureListProps } from './components/feature-list/feature-list.js';
export { FeatureList } from './components/feature-list/feature-list.js';
export type { FooterProps } from './components/footer/footer.js';
export { Footer, FooterLink } from './components/footer/footer.js';
export type { FieldControlProps, FieldProps, FormFieldProps } from './components/form-field/form-field.js';
export { FormField } from './components/form-field/form-field.js';
export type { HeadingLevel, HeadingProps } from './components/heading/heading.js';
export { Heading } from './components/heading/heading.js';
export type { IconProps } from './components/icon/icon.js';
export {
  IconAlertCircle,
  IconAlertTriangle,
  IconArrowRight,
  IconCheck,
  IconCheckCircle,
  IconChevronDown,
  IconClock,
  IconClose,
  IconCopy,
  IconDocument,
  IconDownload,
  IconExternal,
  IconEye,
  IconEyeOff,
  IconGlobe,
  IconInbox,
  IconInfo,
  IconMenu,
  IconMic,
  IconMinus,
  IconPhone,
  IconPlus,
  IconShield,
  IconSparkle,
  IconTrash,
} from './components/icon/icon.js';
export type { InlineProps } from './components/inline/inline.js';
export { Inline } from './components/inline/inline.js';
export type {
  LanguageOption,
  LanguageSelectorProps,
} from './components/language-selector/language-selector.js';
export { LanguageSelector } from './components/language-selector/language-selector.js';
export type { LinkProps } from './components/link/link.js';
export { Link } from './components/link/link.js';
export type { LogoProps } from './components/logo/logo.js';
export { Logo } from './components/logo/logo.js';
export type { NoticeProps, NoticeTone } from './components/notice/notice.js';
export { Notice } from './components/notice/notice.js';
export type { NumberFieldProps } from './components/number-field/number-field.js';
export { NumberField } from './components/number-field/number-field.js';
export type { PageShellProps } from './components/page-shell/page-shell.js';
export { PageShell } from './components/page-shell/page-shell.js';
export type { PasswordFieldProps } from './components/password-field/password-field.js';
export { PasswordField } from './components/password-field/password-field.js';
export type { PhoneRevealProps } from './components/phone-reveal/phone-reveal.js';
export { PhoneReveal } from './components/phone-reveal/phone-reveal.js';
export type { PricingCardProps } from './components/pricing-card/pricing-card.js';
export { PricingCard } from './components/pricing-card/pricing-card.js';
export type { PaymentStage, ProgressStagesProps } from './components/progress-stages/progress-stages.js';
export { ProgressStages } from './components/progress-stages/progress-stages.js';
export type {
  SegmentedControlProps,
  SegmentedOption,
} from './components/segmented-control/segmented-control.js';
export { SegmentedControl } from './components/segmented-control/segmented-control.js';
export type { SelectFieldProps, SelectOption } from './components/select-field/select-field.js';
export { SelectField } from './components/select-field/select-field.js';
export type { SkipLinkProps } from './components/skip-link/skip-link.js';
export { SkipLink } from './components/skip-link/skip-link.js';
export type { SpinnerProps } from './components/spinner/spinner.js';
export { Spinner } from './components/spinner/spinner.js';
export type { StackProps } from './components/stack/stack.js';
export { Stack } from './components/stack/stack.js';
export type { BadgeStatus, StatusBadgeProps } from './components/status-badge/status-badge.js';
export { StatusBadge } from './components/status-badge/status-badge.js';
export type { StepItem, StepListProps } from './components/step-list/step-list.js';
export { StepList } from './components/step-list/step-list.js';
export type { TableColumn, TableProps } from './components/table/table.js';
export { Table } from './components/table/table.js';
export type { TabsContentProps, TabsListProps, TabsProps, TabsTriggerProps } from './components/tabs/tabs.js';
export { Tabs, TabsContent, TabsList, TabsTrigger } from './components/tabs/tabs.js';
export type { TextProps } from './components/text/text.js';
export { Text } from './components/text/text.js';
export type { TextFieldProps } from './components/text-field/text-field.js';
export { TextField } from './components/text-field/text-field.js';
export type { TilesProps } from './components/tiles/tiles.js';
export { Tiles } from './components/tiles/tiles.js';
export type { ToastProps, ToastProviderProps, ToastTone } from './components/toast/toast.js';
export { Toast, ToastProvider } from './components/toast/toast.js';
export type { TopBarProps } from './components/top-bar/top-bar.js';
export { TopBar } from './components/top-bar/top-bar.js';
export { TopBarLink } from './components/top-bar/top-bar-link.js';
export type { VisuallyHiddenProps } from './components/visually-hidden/visually-hidden.js';
export { VisuallyHidden } from './components/visually-hidden/visually-hidden.js';
export type { Responsive, Space, Sprinkles } from './css/sprinkles.css.js';
export { sprinkles } from './css/sprinkles.css.js';
export type { Breakpoint } from './themes/tokens.js';
export { breakpoints, mediaQuery, mediaQueryBelow, tokens } from './themes/tokens.js';
export { vars } from './themes/vars.css.js';
