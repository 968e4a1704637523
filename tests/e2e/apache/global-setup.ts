import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { e2eLayouts, startApache } from '../../../scripts/apache.mjs';

/** Each layout's build must exist and call that layout's backend; say how to build it otherwise. */
function checkBuild({ siteDir, backendUrl }: { siteDir: string; backendUrl: string }): void {
  const build = `VITE_BACKEND_URL=${backendUrl} VITE_API_MOCKING=off npx vite build --outDir ${siteDir} --emptyOutDir`;
  const assets = join(siteDir, 'assets');
  if (!existsSync(join(siteDir, '.htaccess')) || !existsSync(assets)) throw new Error(`The Apache e2e needs ${siteDir}/. Build it with:\n  ${build}`);
  const setting = new RegExp(`VITE_BACKEND_URL:(["'\`])${backendUrl.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}\\1`);
  const bundled = readdirSync(assets).some((file) => file.endsWith('.js') && setting.test(readFileSync(join(assets, file), 'utf8')));
  if (!bundled) throw new Error(`${siteDir}/ was not built for ${backendUrl}. Rebuild it with:\n  ${build}`);
}

/** Starts one Apache for both layouts; the specs find each site's docroot and backend in E2E_APACHE_SITES. */
export default async function globalSetup() {
  const layouts = e2eLayouts();
  layouts.forEach(checkBuild);
  const apache = await startApache({ layouts });
  process.env.E2E_APACHE_SITES = JSON.stringify(apache.sites);
  return () => apache.stop();
}
