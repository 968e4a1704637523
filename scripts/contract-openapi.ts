/**
 * `npm run contract:openapi`: writes openapi.json, the contract as OpenAPI 3.1 (php-contract/openapi.ts).
 * `--check` writes nothing and exits 1 when the committed document is not what the contract gives.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { buildOpenApi } from '../php-contract/openapi';

const FILE = 'openapi.json';
const { values } = parseArgs({ options: { check: { type: 'boolean', default: false } } });
const text = `${JSON.stringify(buildOpenApi(), null, 2)}\n`;
if (values.check) {
  let committed = '';
  try {
    committed = readFileSync(FILE, 'utf8');
  } catch {
    // A missing document is out of date too.
  }
  if (committed !== text) {
    console.error(`${FILE} is out of date: run npm run contract:openapi and commit it.`);
    process.exitCode = 1;
  } else console.log(`${FILE} is up to date.`);
} else {
  writeFileSync(FILE, text);
  console.log(`Wrote ${FILE}.`);
}
