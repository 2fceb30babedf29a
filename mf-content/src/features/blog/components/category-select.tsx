import { usePageAlive } from '@livefully/web-kit';
import { ChevronDownIcon } from '@livefully/web-kit/ui';
import { ChevronDown } from 'lucide-react';
import { lazy, Suspense, useState, type KeyboardEvent, type PointerEvent, type Ref } from 'react';
import { ALL_CATEGORIES_LABEL, categoryLabel, type CategoryChoiceProps } from './category-options';

const loadMenu = () => import('./category-menu');
const CategoryMenu = lazy(loadMenu);

/** The keys that open a Radix Select from its trigger. */
const OPENING_KEYS = new Set([' ', 'Enter', 'ArrowDown', 'ArrowUp']);

type CategorySelectProps = CategoryChoiceProps & {
  /** The native select of the server's page: what the reader chose in it before the page was alive. */
  nativeRef: Ref<HTMLSelectElement>;
};

/**
 * The category dropdown. Until the page is alive (and without JavaScript) it is a native select
 * of the GET form, showing the address's category with the Select's look. Once alive, it is the
 * Select's trigger, drawn here with Radix's classes: the Select itself (30 KB of widgets) loads
 * on the first press, or as soon as the reader points at or focuses it, and opens as it mounts.
 */
export function CategorySelect({ value, categories, onChange, nativeRef }: CategorySelectProps) {
  const alive = usePageAlive();
  const [opened, setOpened] = useState(false);
  if (!alive) return <NativeCategory ref={nativeRef} value={value} categories={categories} />;
  const trigger = <CategoryTrigger label={categoryLabel(value)} onOpen={() => setOpened(true)} />;
  if (!opened) return trigger;
  return (
    <Suspense fallback={trigger}>
      <CategoryMenu value={value} categories={categories} onChange={onChange} />
    </Suspense>
  );
}

function CategoryTrigger({ label, onOpen }: { label: string; onOpen: () => void }) {
  const preload = () => void loadMenu();
  const openByPointer = (event: PointerEvent) => {
    // As Radix does: a mouse opens it on pointerdown, touch and pen on click.
    if (event.pointerType === 'mouse' && event.button === 0) {
      event.preventDefault();
      onOpen();
    }
  };
  const openByKey = (event: KeyboardEvent) => {
    if (!OPENING_KEYS.has(event.key)) return;
    event.preventDefault();
    onOpen();
  };
  return (
    <button
      type="button"
      id="blog-category"
      // eslint-disable-next-line jsx-a11y/role-has-required-aria-props -- ARIA 1.3 asks for aria-controls only while the popup is shown; this stand-in is never expanded and its listbox does not exist yet
      role="combobox"
      aria-label="Filter by category"
      aria-expanded="false"
      aria-autocomplete="none"
      data-state="closed"
      className="rt-reset rt-SelectTrigger rt-r-size-3 rt-variant-surface"
      onPointerEnter={preload}
      onFocus={preload}
      onPointerDown={openByPointer}
      onClick={onOpen}
      onKeyDown={openByKey}
    >
      <span className="rt-SelectTriggerInner">
        <span style={{ pointerEvents: 'none' }}>{label}</span>
      </span>
      <ChevronDownIcon className="rt-SelectIcon" />
    </button>
  );
}

function NativeCategory({ ref, value, categories }: { ref: Ref<HTMLSelectElement>; value: string; categories: string[] }) {
  return (
    <span className="blog-category">
      <select
        ref={ref}
        id="blog-category"
        name="category"
        aria-label="Filter by category"
        defaultValue={value}
        className="rt-reset rt-SelectTrigger rt-r-size-3 rt-variant-surface"
      >
        <option value="">{ALL_CATEGORIES_LABEL}</option>
        {categories.map((category) => (
          <option key={category} value={category}>
            {category}
          </option>
        ))}
      </select>
      <ChevronDown aria-hidden="true" size={15} className="blog-category__icon" />
    </span>
  );
}
