import { createAppConfig } from '@livefully/web-kit/rspack';

export default (_env, argv) =>
  createAppConfig(
    {
      dir: import.meta.dirname,
      name: 'mf_content',
      exposes: {
        './BlogListPage': './src/exposes/blog-list-page.tsx',
        './ArticlePage': './src/exposes/article-page.tsx',
      },
      port: 3001,
    },
    argv.mode,
  );
