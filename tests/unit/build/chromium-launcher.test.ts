/**
 * The e2e suites' and the bench's chromium starts through scripts/bench/chromium-launcher.sh: chromium
 * honours only its last --disable-features, so the launcher joins every list it is given into one and
 * passes everything else through unchanged, in order.
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CHROMIUM_FLAGS, CHROMIUM_LAUNCHER } from '../../../scripts/bench/chromium';

/** A stand-in browser that prints the arguments it was started with, one a line. */
function fakeBrowser(): string {
  const path = join(mkdtempSync(join(tmpdir(), 'chromium-launcher-')), 'chromium');
  writeFileSync(path, '#!/bin/sh\nprintf "%s\\n" "$@"\n');
  chmodSync(path, 0o755);
  return path;
}

const launch = (args: string[]) =>
  spawnSync(CHROMIUM_LAUNCHER, args, { encoding: 'utf8', env: { ...process.env, CHROMIUM_PATH: fakeBrowser() } })
    .stdout.split('\n')
    .filter(Boolean);

describe('chromium-launcher.sh', () => {
  it("joins Playwright's --disable-features and ours into one, keeping every other argument and its order", () => {
    const ours = CHROMIUM_FLAGS.find((flag) => flag.startsWith('--disable-features='));
    expect(ours).toContain('WebUIOmniboxPopup');
    const args = launch([
      '--no-first-run',
      '--disable-features=PaintHolding,OptimizationHints',
      '--user-data-dir=/tmp/a b',
      '--headless',
      ours ?? '',
    ]);
    expect(args).toEqual([
      '--no-first-run',
      '--user-data-dir=/tmp/a b',
      '--headless',
      `--disable-features=PaintHolding,OptimizationHints,${ours?.slice('--disable-features='.length)}`,
    ]);
  });

  it('adds no --disable-features when it was given none', () => {
    expect(launch(['--headless', '--remote-debugging-pipe'])).toEqual(['--headless', '--remote-debugging-pipe']);
  });
});
