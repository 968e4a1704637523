import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { e2eLayouts, startApache, type E2eLayout } from '../../../scripts/apache.ts';
import { writeGateUser } from '../../../scripts/gate-user.ts';
import checkBrowserOnline from '../browser-online.ts';
import { STAFF } from './support';

/** Each layout's build must exist and call that layout's backend; say how to build it otherwise. */
function checkBuild({ siteDir, backendUrl, buildEnv }: E2eLayout): void {
  const settings = Object.entries(buildEnv)
    .map(([name, value]) => `${name}=${value} `)
    .join('');
  const build = `${settings}VITE_BACKEND_URL=${backendUrl} VITE_API_MOCKING=off npx vite build --outDir ${siteDir} --emptyOutDir`;
  const assets = join(siteDir, 'assets');
  const gated = Boolean(buildEnv.VITE_STAFF_GATE);
  if (!existsSync(join(siteDir, '.htaccess')) || !existsSync(assets) || existsSync(join(siteDir, 'backend.htaccess')) !== gated) {
    throw new Error(`The Apache e2e needs ${siteDir}/${gated ? ' with its staff gate' : ''}. Build it with:\n  ${build}`);
  }
  const setting = new RegExp(`VITE_BACKEND_URL:(["'\`])${backendUrl.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}\\1`);
  const bundled = readdirSync(assets).some((file) => file.endsWith('.js') && setting.test(readFileSync(join(assets, file), 'utf8')));
  if (!bundled) throw new Error(`${siteDir}/ was not built for ${backendUrl}. Rebuild it with:\n  ${build}`);
}

/** Starts one Apache for both layouts; the specs find each site's docroot and backend in E2E_APACHE_SITES. */
export default async function globalSetup() {
  await checkBrowserOnline();
  const layouts = e2eLayouts();
  layouts.forEach(checkBuild);
  // The gated builds' password files: the seed's staff, with the passwords of their back-office logins.
  for (const dir of new Set(layouts.map(({ buildEnv }) => buildEnv.STAFF_GATE_DIR).filter((dir) => dir !== undefined))) {
    for (const [role, { email, password }] of Object.entries(STAFF)) writeGateUser(dir, { email, password, admin: role === 'admin' });
  }
  const apache = await startApache({ layouts });
  process.env.E2E_APACHE_SITES = JSON.stringify(apache.sites);
  return () => apache.stop();
}
