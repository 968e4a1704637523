// Ad-hoc: quick mobile Lighthouse runs on chosen pages. node lh-quick.mjs [runs] [paths...]  (LHQ_NOBUILD=1 to reuse)
import { lighthouseSuite } from './scripts/bench/lighthouse.mjs';
import { startHttpBackend, startPreview, viteBuild } from './scripts/bench/servers.mjs';
import { cpuTimes, stealPercent } from './scripts/bench/cpu.mjs';
const runs = Number(process.argv[2] ?? 3);
const paths = process.argv.slice(3).length ? process.argv.slice(3) : ['/catalog'];
if (!process.env.LHQ_NOBUILD) await viteBuild({ outDir: 'bench/lhq-dist', env: { VITE_BACKEND_URL: 'http://127.0.0.1:5791', VITE_API_MOCKING: 'off' } });
const backend = await startHttpBackend({ port: 5791, log: () => {} });
const preview = await startPreview({ outDir: 'bench/lhq-dist', port: 5792 });
const cpu = cpuTimes();
try {
  const { pages, errors } = await lighthouseSuite({ baseUrl: 'http://127.0.0.1:5792', paths, runs, formFactors: ['mobile'] });
  for (const p of pages) {
    console.log(p.path, p.scores?.performance, JSON.stringify(p.metrics));
    for (const line of p.representative?.diagnostics ?? []) console.log('   ', line);
  }
  if (errors.length) console.log(errors);
} finally {
  console.log('steal over all', stealPercent(cpu));
  await preview.stop?.(); await backend.stop?.();
  process.exit(0);
}
