/**
 * docs/requirements.md#r-related-category-slug: lowercase, ' & ' becomes '-', then spaces become '-'.
 * The content service stores category slugs built by the same rule, so the guide page's
 * call finds its category.
 */
export function relatedCategorySlug(category: string): string {
  return category.toLowerCase().replaceAll(' & ', '-').replaceAll(' ', '-');
}
