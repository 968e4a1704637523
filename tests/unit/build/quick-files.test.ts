import { describe, expect, it } from 'vitest';
import { isTestFile, quickFiles, type ListedTest } from '../../../scripts/lib/quick-files';

const screens = (count: number): ListedTest[] =>
  Array.from({ length: count }, (_, at) => ({ file: `tests/integration/screen-${at}.test.tsx`, projectName: 'dom' }));
const logic: ListedTest = { file: 'tests/unit/lib/lib.test.ts', projectName: 'node' };

describe('test:quick: which files it runs', () => {
  it('runs every file a small change reaches', () => {
    expect(quickFiles([logic, ...screens(3)], new Set(), 12)).toEqual({
      run: [logic.file, ...screens(3).map((test) => test.file)],
      skipped: [],
    });
  });

  it('past the limit, runs the logic files and the screen files just edited, and counts the rest as skipped', () => {
    const edited = screens(46)[7]!.file;
    const { run, skipped } = quickFiles([logic, ...screens(46)], new Set([edited]), 12);
    expect(run.sort()).toEqual([edited, logic.file].sort());
    expect(skipped).toHaveLength(45);
    expect(skipped).not.toContain(edited);
  });

  it('runs a file named, or edited, that the change does not reach', () => {
    const named = 'tests/integration/staff/requests.test.tsx';
    expect(quickFiles([logic], new Set([named]), 12).run).toEqual([named, logic.file]);
  });

  it('tells a vitest file from any other', () => {
    expect(['a/b.test.ts', 'a/b.test.tsx', 'tests/e2e/php/offline.spec.ts', 'src/lib/phone.ts'].map(isTestFile)).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });
});
