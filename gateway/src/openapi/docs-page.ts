/**
 * The API reference page: Swagger UI from the swagger-ui-dist package, served from this origin
 * (/api/docs/assets/), started by a script of its own, so the site's CSP (script-src 'self', no
 * inline scripts or styles) holds here as everywhere.
 */
export const DOCS_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>Live Fully API</title>
    <link rel="stylesheet" href="/api/docs/assets/swagger-ui.css" />
  </head>
  <body>
    <div id="api-reference"></div>
    <script src="/api/docs/assets/swagger-ui-bundle.js"></script>
    <script src="/api/docs/start.js"></script>
  </body>
</html>
`;

export const DOCS_START_JS = `window.ui = SwaggerUIBundle({ url: '/api/openapi.json', dom_id: '#api-reference', deepLinking: true });\n`;
