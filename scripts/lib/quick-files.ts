/** Which vitest files `npm run test:quick` runs and which it leaves to `npm test` (scripts/test-quick.ts). */

/** A test file as `vitest list --json` names it. */
export interface ListedTest {
  file: string;
  projectName: string;
}

export interface QuickFiles {
  /** The files to run. */
  run: string[];
  /** The screen files the change reaches but that are not run: never reported as passed. */
  skipped: string[];
}

/** A vitest file by its name (vitest.config.ts's ALL_TESTS). */
export const isTestFile = (file: string) => /\.test\.tsx?$/.test(file);

/**
 * Every file the change reaches, unless it reaches more than `screenLimit` screen (jsdom) files: then the
 * logic files only. A file in `always` (a test file changed since the commit, or named) is run either way.
 */
export function quickFiles(reached: readonly ListedTest[], always: ReadonlySet<string>, screenLimit: number): QuickFiles {
  const tooMany = reached.filter((test) => test.projectName === 'dom').length > screenLimit;
  const run = new Set(always);
  const skipped: string[] = [];
  for (const { file, projectName } of reached) {
    if (tooMany && projectName === 'dom' && !always.has(file)) skipped.push(file);
    else run.add(file);
  }
  return { run: [...run], skipped };
}
