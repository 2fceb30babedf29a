export type BadgeColor = 'red' | 'blue' | 'green' | 'orange' | 'grey';

/** docs/requirements.md#r-category-colours; any other category is grey. */
const CATEGORY_COLORS: Readonly<Record<string, BadgeColor>> = {
  'Work-Life Balance': 'red',
  Adventure: 'blue',
  'Personal Growth': 'blue',
  'Adventure & Travel': 'blue',
  Wellness: 'green',
  Lifestyle: 'green',
  'Food & Dining': 'green',
  Career: 'orange',
  'Everyday Experiences': 'orange',
};

export function categoryColor(category: string): BadgeColor {
  return Object.hasOwn(CATEGORY_COLORS, category) ? (CATEGORY_COLORS[category] ?? 'grey') : 'grey';
}

/** The Radix Themes colour that draws each colour of docs/requirements.md#r-category-colours; Themes spells grey 'gray' (the site's sand). */
const THEME_COLORS = { red: 'red', blue: 'blue', green: 'green', orange: 'orange', grey: 'gray' } as const;

export type BadgeThemeColor = (typeof THEME_COLORS)[BadgeColor];

export function badgeThemeColor(color: BadgeColor): BadgeThemeColor {
  return THEME_COLORS[color];
}
