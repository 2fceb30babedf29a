import type { PagePrefetch } from '@livefully/web-kit';
import type { ComponentProps, ComponentType } from 'react';
import type * as AdminApp from 'mf_admin/AdminApp';
import type * as ArticlePage from 'mf_content/ArticlePage';
import type * as AuthorPage from 'mf_content/AuthorPage';
import type * as BlogListPage from 'mf_content/BlogListPage';
import type * as DmcaPage from 'mf_content/DmcaPage';
import type * as GuideListPage from 'mf_content/GuideListPage';
import type * as GuidePage from 'mf_content/GuidePage';
import type * as HomePage from 'mf_content/HomePage';
import type * as NotFoundPage from 'mf_content/NotFoundPage';
import type * as PreviewPage from 'mf_content/PreviewPage';
import type * as PrivacyPolicyPage from 'mf_content/PrivacyPolicyPage';
import type * as TermsOfServicePage from 'mf_content/TermsOfServicePage';
import type * as TopicListPage from 'mf_content/TopicListPage';
import type * as TopicPage from 'mf_content/TopicPage';
import type * as AppsPage from 'mf_engage/AppsPage';
import type * as ContactPage from 'mf_engage/ContactPage';
import type * as NewsletterPage from 'mf_engage/NewsletterPage';
import type * as NewsletterSignup from 'mf_engage/NewsletterSignup';
import type * as SubscriptionConfirmPage from 'mf_engage/SubscriptionConfirmPage';
import type * as UnsubscribePage from 'mf_engage/UnsubscribePage';
import type * as SearchPage from 'mf_search/SearchPage';

/** What the shell needs of a remote module: a component as its default export and, for a page, the data it prefetches. */
export type ShellModule = { default: ComponentType<never>; prefetch?: PagePrefetch };

/** Fails the typecheck, naming the module, when a remote module no longer has the shape the shell loads. */
type EachShellModule<T extends { [K in keyof T]: ShellModule }> = T;

/**
 * Every remote module the shell names, typed from the declarations its remote publishes
 * (docs/contract-checks.md, "Remote types"): a remote that removes a module, or changes a
 * component's props so that the shell's use no longer fits, fails the shell's typecheck.
 */
export type RemoteModules = EachShellModule<{
  'mf_content/HomePage': typeof HomePage;
  'mf_content/BlogListPage': typeof BlogListPage;
  'mf_content/ArticlePage': typeof ArticlePage;
  'mf_content/GuideListPage': typeof GuideListPage;
  'mf_content/GuidePage': typeof GuidePage;
  'mf_content/TopicListPage': typeof TopicListPage;
  'mf_content/TopicPage': typeof TopicPage;
  'mf_content/AuthorPage': typeof AuthorPage;
  'mf_content/PrivacyPolicyPage': typeof PrivacyPolicyPage;
  'mf_content/TermsOfServicePage': typeof TermsOfServicePage;
  'mf_content/DmcaPage': typeof DmcaPage;
  'mf_content/NotFoundPage': typeof NotFoundPage;
  'mf_content/PreviewPage': typeof PreviewPage;
  'mf_search/SearchPage': typeof SearchPage;
  'mf_engage/ContactPage': typeof ContactPage;
  'mf_engage/AppsPage': typeof AppsPage;
  'mf_engage/SubscriptionConfirmPage': typeof SubscriptionConfirmPage;
  'mf_engage/UnsubscribePage': typeof UnsubscribePage;
  'mf_engage/NewsletterSignup': typeof NewsletterSignup;
  'mf_engage/NewsletterPage': typeof NewsletterPage;
  'mf_admin/AdminApp': typeof AdminApp;
}>;

/** `remote_name/ExposedModule`, e.g. `mf_content/BlogListPage`. */
export type RemoteId = keyof RemoteModules;

/** The props of a remote module's component, as its remote declares them (`& object`: props, whatever K is). */
export type RemoteProps<K extends RemoteId> = ComponentProps<RemoteModules[K]['default']> & object;

/** Every id of RemoteModules, for an id read at run time; the typecheck keeps it to exactly those. */
const REMOTE_IDS: Record<RemoteId, true> = {
  'mf_content/HomePage': true,
  'mf_content/BlogListPage': true,
  'mf_content/ArticlePage': true,
  'mf_content/GuideListPage': true,
  'mf_content/GuidePage': true,
  'mf_content/TopicListPage': true,
  'mf_content/TopicPage': true,
  'mf_content/AuthorPage': true,
  'mf_content/PrivacyPolicyPage': true,
  'mf_content/TermsOfServicePage': true,
  'mf_content/DmcaPage': true,
  'mf_content/NotFoundPage': true,
  'mf_content/PreviewPage': true,
  'mf_search/SearchPage': true,
  'mf_engage/ContactPage': true,
  'mf_engage/AppsPage': true,
  'mf_engage/SubscriptionConfirmPage': true,
  'mf_engage/UnsubscribePage': true,
  'mf_engage/NewsletterSignup': true,
  'mf_engage/NewsletterPage': true,
  'mf_admin/AdminApp': true,
};

/** A module id read from the page (the modules the renderer rendered, for the browser to load first) is one the shell knows. */
export function isRemoteId(id: string): id is RemoteId {
  return Object.hasOwn(REMOTE_IDS, id);
}
