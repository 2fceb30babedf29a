/** Vite's `import.meta.glob`, as the test runner provides it (used to read fixture files in tests). */
interface ImportMeta {
  glob<T>(pattern: string | string[], options: { query: '?raw'; import: 'default'; eager: true }): Record<string, T>;
}
