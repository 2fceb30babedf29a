import type { SearchSharing } from '@livefully/contracts';

/** The search and sharing fields as every editor's form holds them (posts, guides, topics; docs/seo.md). */
export type SharingFormValues = SearchSharing;

/** In the order the panel shows them, for the error summary and the first focus. */
export const SHARING_FIELDS = ['metaTitle', 'canonicalUrl', 'noindex', 'shareImagePath'] as const;

export function newSharingValues(): SharingFormValues {
  return { metaTitle: '', canonicalUrl: '', noindex: false, shareImagePath: '' };
}

export function sharingToValues(item: SearchSharing): SharingFormValues {
  return { metaTitle: item.metaTitle, canonicalUrl: item.canonicalUrl, noindex: item.noindex, shareImagePath: item.shareImagePath };
}
