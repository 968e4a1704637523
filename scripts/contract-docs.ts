/**
 * `npm run contract:docs`: a static HTML reference of the PHP backend's API, built from openapi.json
 * with Swagger UI (swagger-ui-dist). It works offline and from file://: open api-docs/index.html.
 * The document is embedded as a script, since a browser will not fetch a JSON file from file://.
 *
 *   npm run contract:docs [-- --out DIR]
 */
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { parseArgs } from 'node:util';

const { values } = parseArgs({ options: { out: { type: 'string', default: 'api-docs' } } });
const out = values.out;
const ui = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
const document = JSON.parse(readFileSync('openapi.json', 'utf8')) as { info: { title: string } };

mkdirSync(out, { recursive: true });
for (const file of ['swagger-ui.css', 'swagger-ui-bundle.js', 'favicon-32x32.png']) copyFileSync(join(ui, file), join(out, file));
// `<` escaped so that no text in the document can close the script element.
writeFileSync(join(out, 'openapi.js'), `window.OPENAPI = ${JSON.stringify(document).replace(/</g, '\\u003c')};\n`);
writeFileSync(
  join(out, 'start.js'),
  `// validatorUrl: null keeps the page offline (Swagger UI would otherwise ask a public validator).
window.ui = SwaggerUIBundle({
  spec: window.OPENAPI,
  dom_id: '#swagger-ui',
  validatorUrl: null,
  deepLinking: true,
  docExpansion: 'list',
  defaultModelsExpandDepth: 0,
});
`,
);
writeFileSync(
  join(out, 'index.html'),
  `<!DOCTYPE html>
<html lang="en">
  <head>
    <meta charset="UTF-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>${document.info.title} — API reference</title>
    <link rel="stylesheet" href="swagger-ui.css">
    <link rel="icon" type="image/png" href="favicon-32x32.png">
  </head>
  <body>
    <main id="swagger-ui"></main>
    <script src="swagger-ui-bundle.js"></script>
    <script src="openapi.js"></script>
    <script src="start.js"></script>
  </body>
</html>
`,
);
console.log(`API reference written to ${join(out, 'index.html')} (open it in a browser; no network needed).`);
