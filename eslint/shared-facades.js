/**
 * react-router and Radix Themes are shared between the apps through web-kit's facades
 * (packages/web-kit/src/facades/), never as themselves: a value imported from the library would
 * bundle a second copy beside the shared one (a second router or Theme context in a remote, the
 * library twice in web-kit's chunk). Type-only imports are erased, so they may stay.
 */
const facade = (name, where) => ({
  name,
  allowTypeImports: true,
  message: `Import it from ${where} (web-kit's shared facade; add the export there if it is missing).`,
});

export const sharedFacadesOnly = {
  files: ['**/*.{ts,tsx,js,mjs}'],
  ignores: ['packages/web-kit/src/facades/**'],
  rules: {
    '@typescript-eslint/no-restricted-imports': [
      'error',
      {
        paths: [
          facade('react-router', "'@livefully/web-kit/router'"),
          facade('react-router-dom', "'@livefully/web-kit/router'"),
          facade(
            '@radix-ui/themes',
            "'@livefully/web-kit/ui' (a dialog, menu, select, tabs, table, checkbox or radio: '@livefully/web-kit/ui/widgets')",
          ),
        ],
      },
    ],
  },
};
