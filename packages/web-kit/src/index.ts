export { ApiError, EnvelopeError, isApiError } from './api/api-error';
export { callApi, setApiOrigin, type CallInput, type CallOptions } from './api/call-api';
export type { IdempotencyKeys } from './api/idempotency-keys';
export { useIdempotencyKeys } from './api/use-idempotency-keys';
export { createQueryClient } from './query/create-query-client';
export { PageMeta, type ArticleMeta } from './head/page-meta';
export type { PageSharing } from './head/page-sharing';
export { absoluteUrl, useHeadContext, type HeadContext } from './head/head-context';
export { isSiteShareImage, shareImageFor } from '@livefully/contracts/share-image';
export {
  authorPath,
  blogPostingJsonLd,
  breadcrumbListJsonLd,
  personJsonLd,
  serializeJsonLd,
  shareImageJsonLd,
  webSiteJsonLd,
  type JsonLdNode,
} from './head/json-ld';
export { JsonLd } from './head/json-ld-script';
export { usePageAlive } from './hydration/use-page-alive';
export { Island, IslandFrameContext, islandRoot, ISLAND_TAG, type IslandFrame, type IslandName, type IslandProps } from './islands/island';
export { IslandQueries, QUERY_STATE_ID } from './islands/island-queries';
export { sharedContext } from './islands/shared-context';
export { NavigateContext, useSiteNavigate, type Navigate } from './navigation/navigate';
export { SiteLink } from './navigation/site-link';
export { searchPath } from './navigation/search-path';
export { NON_BLANK_TERM, useSearchForm } from './navigation/use-search-form';
export {
  DEFAULT_SHARE_IMAGE,
  pageTitle,
  SHARE_IMAGE_HEIGHT,
  SHARE_IMAGE_WIDTH,
  SITE_DESCRIPTION,
  SITE_LOGO,
  SITE_LOGO_SIZE,
  SITE_NAME,
} from './head/site';
export { DEFAULT_SITE_SETTINGS, SiteSettingsProvider, useSiteSettings, type SiteSettings } from './settings/site-settings';
export { ToastProvider, useToast, type UseToast } from './toast/toast-context';
export {
  TOAST_DURATION,
  TOAST_LIMIT,
  TOAST_REMOVE_DELAY,
  type ToastItem,
  type ToastOptions,
  type ToastVariant,
} from './toast/toast-reducer';
export { createToastStore, type ToastHandle, type ToastStore } from './toast/toast-store';
export { LazyToaster as Toaster } from './toast/lazy-toaster';
export { Breadcrumb, type BreadcrumbItem } from './ui/breadcrumb';
export { CategoryBadge } from './ui/category-badge';
export { badgeThemeColor, categoryColor, type BadgeColor, type BadgeThemeColor } from './ui/category-color';
export { ErrorPanel } from './ui/error-panel';
export { formatDate } from './ui/format-date';
export { FormattedDate } from './ui/formatted-date';
export { Markdown } from './ui/markdown/markdown';
export { safeUrl } from './ui/markdown/safe-url';
export { formatReadTime, ReadTime } from './ui/read-time';
export { ResponsiveImage, type ResponsiveImageProps } from './ui/responsive-image';
export { Spinner } from './ui/spinner';
export type { AuthClient, AuthUser, ChosenAccount } from './auth/auth-client';
export { AuthProvider, useAuth, type AuthContextValue } from './auth/auth-context';
export { fetchIsAdmin, readIsAdmin } from './auth/admin-status';
export { TOKEN_REFRESH_MS } from './auth/session-rules';
export { TopicIcon } from './ui/topic-icon/topic-icon';
export {
  resolveTopicIcon,
  TOPIC_ICON_NAMES,
  UnknownTopicIcon,
  type IconComponent,
  type ResolvedTopicIcon,
} from './ui/topic-icon/topic-icons';
export { DEFAULT_TOPIC_GRADIENT, topicGradient, type TopicGradient, type TopicTone } from './ui/topic-gradient/topic-gradient';
export type { PagePrefetch, PrefetchContext, PrefetchResult } from './query/page-prefetch';
