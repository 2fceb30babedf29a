/** A file's text, as the test runner (Vite's `?raw`) reads it. */
declare module '*?raw' {
  const text: string;
  export default text;
}
