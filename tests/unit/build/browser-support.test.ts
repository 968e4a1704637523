import { describe, expect, it } from 'vitest';
import { buildTargets } from '../../../build/browser-targets';
import { unsupportedApis, unsupportedMethodNames } from '../../../build/unsupported-apis.ts';

const names = (members: { object: string; property: string }[]) => members.map(({ object, property }) => `${object}.${property}`);

describe('the browser support target', () => {
  it('gives the build the oldest version of each engine', () => {
    expect(buildTargets(['safari >= 15.4', 'ios_saf >= 15.4', 'chrome >= 100', 'firefox >= 100'])).toEqual([
      'chrome100',
      'firefox100',
      'ios15.4',
      'safari15.4',
    ]);
    // Samsung Internet lowers to the Chromium it is built on.
    expect(buildTargets(['chrome >= 110', 'samsung >= 18'])).toEqual(['chrome99']);
  });

  it('the package’s own list reaches back to iOS 15.4 and Chrome 100', () => {
    expect(buildTargets()).toEqual(expect.arrayContaining(['ios15.4', 'safari15.4', 'firefox100', 'edge100']));
  });

  it('lists what a target lacks, and only that', () => {
    const old = unsupportedApis(['safari >= 15.4']);
    expect(names(old.statics)).toEqual(
      expect.arrayContaining(['AbortSignal.any', 'AbortSignal.timeout', 'Promise.withResolvers', 'Object.groupBy', 'URL.canParse']),
    );
    expect(names(old.prototypes)).toEqual(expect.arrayContaining(['Array.toSorted', 'Set.union', 'String.isWellFormed']));
    expect(names(old.statics)).not.toContain('Object.hasOwn');
    expect(old.globals).not.toContain('AbortController');

    const newer = unsupportedApis(['safari >= 17.4']);
    expect(names(newer.statics)).not.toContain('AbortSignal.any');
    expect(names(newer.statics)).toContain('Promise.try');
  });

  it('refuses by name only the methods no supported built-in shares', () => {
    const methods = unsupportedMethodNames(unsupportedApis(['safari >= 15.4', 'firefox >= 100']));
    expect(methods).toEqual(expect.arrayContaining(['toSorted', 'findLast', 'union', 'isWellFormed']));
    // Iterator helpers are newer, but arrays have had map and filter for ever.
    expect(methods).not.toContain('map');
    expect(methods).not.toContain('filter');
  });
});
