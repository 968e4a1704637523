/**
 * `npm run spec:fixture [-- --check]`: tests/fixtures/SPEC.md is the team's spec (../shared/spec/SPEC.md)
 * kept inside the repository, so the tests that read its texts and its table of calls pass in a clone
 * with nothing beside it. Without --check it copies the spec in; with --check it fails when the two
 * differ. Where the spec is not beside the clone there is nothing to compare, and the check says so.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

const { values } = parseArgs({ options: { check: { type: 'boolean', default: false } } });

const source = '../shared/spec/SPEC.md';
const fixture = 'tests/fixtures/SPEC.md';

if (!existsSync(source)) {
  console.log(`spec fixture: ${source} is not beside this clone; ${fixture} is used as it is`);
  process.exit(0);
}
const spec = readFileSync(source, 'utf8');
if (!values.check) {
  writeFileSync(fixture, spec);
  console.log(`spec fixture: ${fixture} copied from ${source}`);
} else if (readFileSync(fixture, 'utf8') !== spec) {
  console.error(`spec fixture: ${fixture} differs from ${source}; run \`npm run spec:fixture\` and commit it`);
  process.exit(1);
} else {
  console.log(`spec fixture: ${fixture} matches ${source}`);
}
