/** A stylesheet imported for its side effect is nothing on the server: the browser build links it. */
export default function serverCssLoader() {
  return 'export {};';
}
