/**
 * The Radix Themes widgets that bring Radix's focus, dismissable-layer, popper and scroll
 * machinery with them, shared as their own Module Federation singleton
 * (`@livefully/web-kit/ui/widgets`) beside `@livefully/web-kit/ui`, so that a page that shows
 * none of them (an article, the home page) does not download them. Same rules as that facade:
 * exports are additive, and a component's CSS ships only once it is in
 * `rspack/radix-themes-css/site-components.json` (`widgets`). On a public page their CSS comes
 * with them (`./widget-stylesheet`). So do the components only the admin area renders (`Code`):
 * imported from here, their CSS stays out of a public page's first paint.
 */
import './widget-stylesheet';

export {
  AlertDialog,
  Checkbox,
  CheckboxCards,
  CheckboxGroup,
  Code,
  Dialog,
  DropdownMenu,
  Radio,
  RadioCards,
  RadioGroup,
  ScrollArea,
  Select,
  Table,
  Tabs,
} from '@radix-ui/themes';
