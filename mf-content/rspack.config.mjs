import { createAppConfig } from '@livefully/web-kit/rspack';

export default (_env, argv) =>
  createAppConfig(
    {
      dir: import.meta.dirname,
      name: 'mf_content',
      exposes: {
        './HomePage': './src/exposes/home-page.tsx',
        './BlogListPage': './src/exposes/blog-list-page.tsx',
        './ArticlePage': './src/exposes/article-page.tsx',
        './GuideListPage': './src/exposes/guide-list-page.tsx',
        './GuidePage': './src/exposes/guide-page.tsx',
        './TopicListPage': './src/exposes/topic-list-page.tsx',
        './TopicPage': './src/exposes/topic-page.tsx',
        './PrivacyPolicyPage': './src/exposes/privacy-policy-page.tsx',
        './TermsOfServicePage': './src/exposes/terms-of-service-page.tsx',
        './DmcaPage': './src/exposes/dmca-page.tsx',
        './NotFoundPage': './src/exposes/not-found-page.tsx',
      },
      port: 3001,
    },
    argv.mode,
  );
