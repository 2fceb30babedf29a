import { serializeJsonLd, type JsonLdNode } from './json-ld';

/**
 * Structured data rendered with the page (the server's HTML carries it). A data block is not
 * a script to run, so the CSP does not apply and React does not warn about it.
 */
export function JsonLd({ data }: { data: JsonLdNode | JsonLdNode[] }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
