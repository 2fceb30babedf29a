import { createAppConfig } from '@livefully/web-kit/rspack';

export default (_env, argv) =>
  createAppConfig(
    {
      dir: import.meta.dirname,
      name: 'mf_engage',
      exposes: {
        './ContactPage': './src/exposes/contact-page.tsx',
        './AppsPage': './src/exposes/apps-page.tsx',
        './NewsletterSignup': './src/exposes/newsletter-signup.tsx',
      },
      port: 3003,
    },
    argv.mode,
  );
