import { describe, expect, it } from 'vitest';
import { lighthouseRuns } from '../../../scripts/bench/budget-report';

const run = (performance: number, lcpMs: number | null, cls: number | null) => ({
  scores: { performance, accessibility: 100, 'best-practices': 100, seo: 100 },
  metrics: { lcpMs, cls, tbtMs: 0, fcpMs: 800, siMs: 900 },
  benchmarkIndex: 1500,
});

describe("the bench's Lighthouse runs", () => {
  it('gives each run its score, LCP and CLS, and the spread of the LCP from the fastest run to the slowest', () => {
    const page = { perRun: [run(99, 1240, 0), run(97, 2160, 0.012), run(100, 830, 0)] };
    expect(lighthouseRuns(page)).toEqual({
      runs: ['99 · 1.24 s · 0.000', '97 · 2.16 s · 0.012', '100 · 0.83 s · 0.000'],
      lcpSpreadS: '1.33 s',
    });
  });

  it('says so when a run has no LCP, and gives no spread without runs', () => {
    expect(lighthouseRuns({ perRun: [run(90, null, null)] })).toEqual({ runs: ['90 · — · —'], lcpSpreadS: '—' });
    expect(lighthouseRuns({})).toEqual({ runs: [], lcpSpreadS: '—' });
  });
});
