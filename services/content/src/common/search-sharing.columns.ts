import type { SearchSharing as SearchSharingView } from '@livefully/contracts';
import { Column } from 'typeorm';

/**
 * The search and sharing columns of posts, guides and topics (docs/seo.md), embedded in each
 * kind's entity as `sharing` under their own column names (no prefix). Empty text is "not set".
 */
export class SearchSharing {
  @Column({ name: 'meta_title', type: 'text', default: '' })
  metaTitle!: string;

  @Column({ name: 'canonical_url', type: 'text', default: '' })
  canonicalUrl!: string;

  @Column({ type: 'boolean', default: false })
  noindex!: boolean;

  @Column({ name: 'share_image_path', type: 'text', default: '' })
  shareImagePath!: string;
}

/** The stored columns of an editor's input. */
export function sharingColumns(input: SearchSharingView): { sharing: SearchSharing } {
  return {
    sharing: {
      metaTitle: input.metaTitle,
      canonicalUrl: input.canonicalUrl,
      noindex: input.noindex,
      shareImagePath: input.shareImagePath,
    },
  };
}

/** The fields of a loaded row, as the admin views and the public items carry them. */
export function sharingView({ sharing }: { sharing: SearchSharing }): SearchSharingView {
  return {
    metaTitle: sharing.metaTitle,
    canonicalUrl: sharing.canonicalUrl,
    noindex: sharing.noindex,
    shareImagePath: sharing.shareImagePath,
  };
}
