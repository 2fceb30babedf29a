import { IslandTheme } from '@livefully/web-kit/ui';
import { Select } from '@livefully/web-kit/ui/widgets';
import { startTransition, useOptimistic, useState } from 'react';
import { ALL_CATEGORIES, ALL_CATEGORIES_LABEL, categoryLabel, type CategoryChoiceProps } from './category-options';

/**
 * The site's Select for the category, loaded (with Radix's popper and focus machinery) only when
 * the reader first opens the dropdown, and opened as it mounts: that first press is what loaded it.
 * Its options open in a portal, which takes the site's Theme from `IslandTheme` (here, not in the
 * island's entry: Radix's Theme brings its tooltip provider and popper, 25 KB the list never needs).
 */
export default function CategoryMenu({ value, categories, onChange }: CategoryChoiceProps) {
  // The choice closes the Select and shows its name at once; the list follows in a transition,
  // after that frame is painted (re-rendering the cards in the press's own update held its next
  // paint 100-200 ms at 4x CPU slowdown).
  const [shown, show] = useOptimistic(value);
  // Opening again renders the options in a transition, after the press's frame: Radix's open
  // (its portal root redeclaring the Theme's tokens, the page made inert with
  // `pointer-events: none` on the body, the popper's measures) restyles the whole page twice,
  // 150-250 ms at 4x CPU slowdown, which held the press's next paint. Closing stays immediate.
  const [open, setOpen] = useState(true);
  const openChange = (next: boolean) => (next ? startTransition(() => setOpen(true)) : setOpen(false));
  const choose = (next: string) =>
    startTransition(() => {
      show(next);
      onChange(next);
    });
  return (
    <IslandTheme>
      <Select.Root
        size="3"
        open={open}
        onOpenChange={openChange}
        value={shown || ALL_CATEGORIES}
        onValueChange={(next) => choose(next === ALL_CATEGORIES ? '' : next)}
      >
        {/* The chosen category's name from the first render, before the options exist. */}
        <Select.Trigger id="blog-category" aria-label="Filter by category">
          {categoryLabel(shown)}
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
