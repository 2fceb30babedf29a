import { ErrorCode, relatedCategorySlug, SLUG_PATTERN } from '@livefully/contracts';
import { rpcError } from '@livefully/service-kit';

/**
 * The guide page asks for its related articles by relatedCategorySlug(category name) (docs/requirements.md#r-related-category-slug),
 * so that must make a slug: plain letters, digits, spaces, hyphens and ' & '.
 */
export function requireLinkableName(name: string): void {
  if (!SLUG_PATTERN.test(relatedCategorySlug(name))) {
    throw rpcError(ErrorCode.Validation, 'Invalid request', [
      {
        path: ['name'],
        message: "Use plain letters, digits, single spaces, hyphens and ' & ' only: guide pages find a category by its name",
      },
    ]);
  }
}
