/**
 * The Radix Themes every app uses, shared as one Module Federation singleton
 * (`@livefully/web-kit/ui`) instead of the library itself, so that there is one Theme context
 * and only these components ship. A shared module is provided whole, since another app may use
 * any of its exports: sharing `@radix-ui/themes` shipped all of it (72 KB gzipped, plus 9 KB of
 * Radix primitives) on every page; this module re-exports every component the apps use and
 * every other one that costs little, and the rest is tree-shaken.
 *
 * Left out, each unused and heavy for what it is (gzipped, on top of the components here):
 * `ThemePanel` (9.6 KB, a development tool), `Slider` (3.3 KB), `Tooltip` (2.1 KB), `TabNav`
 * (2 KB), `ContextMenu` (1.7 KB), `Popover` (1.5 KB), `HoverCard` (1.3 KB), `Switch` (1 KB).
 *
 * The widgets built on Radix's focus, layer and popper machinery (dialogs, menus, selects, tabs,
 * tables, checkboxes and radios) are a second facade, `@livefully/web-kit/ui/widgets`, shared the
 * same way and loaded only by the screens that use them: on an article that is 30 KB gzipped the
 * page never needs. A public page keeps them behind `React.lazy` or on its own route.
 *
 * Exports are additive: a remote that needs another component adds it here, and the shell must
 * be deployed with it before the remote relies on it (the remote runs with the shell's copy). A
 * component's CSS ships only once it is in `rspack/radix-themes-css/site-components.json`.
 * Types are all re-exported; `import type` from '@radix-ui/themes' is fine too.
 */
export type * from '@radix-ui/themes';
export { IslandTheme, SITE_THEME } from './island-theme';
export {
  AccessibleIcon,
  AspectRatio,
  Avatar,
  Badge,
  Blockquote,
  Box,
  Button,
  Callout,
  Card,
  ChevronDownIcon,
  Code,
  Container,
  DataList,
  Em,
  Flex,
  Grid,
  Heading,
  IconButton,
  Inset,
  Kbd,
  Link,
  Portal,
  Progress,
  Quote,
  Reset,
  Section,
  SegmentedControl,
  Separator,
  Skeleton,
  Slot,
  Slottable,
  Spinner,
  Strong,
  Text,
  TextArea,
  TextField,
  Theme,
  ThemeContext,
  ThickCheckIcon,
  ThickChevronRightIcon,
  ThickDividerHorizontalIcon,
  useThemeContext,
  VisuallyHidden,
} from '@radix-ui/themes';
