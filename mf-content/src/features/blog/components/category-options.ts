/** The Select's value for "All Categories": Radix Select reserves '' for "no value", and "All Categories" (no category) has its own. */
export const ALL_CATEGORIES = 'all-categories';
export const ALL_CATEGORIES_LABEL = 'All Categories';

/** What the category dropdown shows for a category ('' is every category). */
export const categoryLabel = (category: string) => category || ALL_CATEGORIES_LABEL;

export type CategoryChoiceProps = {
  /** The chosen category, '' for all of them. */
  value: string;
  categories: string[];
  onChange: (category: string) => void;
};
