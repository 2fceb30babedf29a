import { IslandTheme } from '@livefully/web-kit/ui';
import { Select } from '@livefully/web-kit/ui/widgets';
import { ALL_CATEGORIES, ALL_CATEGORIES_LABEL, categoryLabel, type CategoryChoiceProps } from './category-options';

/**
 * The site's Select for the category, loaded (with Radix's popper and focus machinery) only when
 * the reader first opens the dropdown, and opened as it mounts: that first press is what loaded it.
 * Its options open in a portal, which takes the site's Theme from `IslandTheme` (here, not in the
 * island's entry: Radix's Theme brings its tooltip provider and popper, 25 KB the list never needs).
 */
export default function CategoryMenu({ value, categories, onChange }: CategoryChoiceProps) {
  return (
    <IslandTheme>
      <Select.Root
        size="3"
        defaultOpen
        value={value || ALL_CATEGORIES}
        onValueChange={(next) => onChange(next === ALL_CATEGORIES ? '' : next)}
      >
        {/* The chosen category's name from the first render, before the options exist. */}
        <Select.Trigger id="blog-category" aria-label="Filter by category">
          {categoryLabel(value)}
        </Select.Trigger>
        <Select.Content position="popper">
          <Select.Item value={ALL_CATEGORIES}>{ALL_CATEGORIES_LABEL}</Select.Item>
          {categories.map((category) => (
            <Select.Item key={category} value={category}>
              {category}
            </Select.Item>
          ))}
        </Select.Content>
      </Select.Root>
    </IslandTheme>
  );
}
