import type { Plugin } from 'vite';
import { endpointList } from '../php-contract/endpoints.ts';
import type { EarlyScript } from './early-script.ts';
import { contentSecurityPolicy, originsOf, type Sources } from './security-headers.ts';
import { htaccess, nginxConf } from './server-rules.ts';
import { backendHtaccess, type StaffGate } from './staff-gate.ts';

/**
 * Writes what the server needs beside the pages, for this build's backend (VITE_BACKEND_URL,
 * VITE_ASSET_HOST): dist/.htaccess for Apache, dist/nginx.conf.example, and the same
 * Content-Security-Policy as a <meta> in every page, and with a staff gate (build/staff-gate.ts)
 * dist/backend.htaccess for the backend's folder. The site deploys as built, with no hand edits.
 * With inline scripts (a build for a real backend), the policy lets those, and no other, run.
 */
export function deployFiles(env: {
  backendUrl: string;
  assetHost: string;
  staffGate?: StaffGate | null;
  /** The inline scripts of the pages (build/early-script.ts): the policy lets these, and no other, run. */
  inlineScripts?: readonly (() => Promise<EarlyScript>)[];
  /** The PHP pages are deployed (build/server-pages.ts): the rules route a record's page to them. */
  serverPages?: boolean;
}): Plugin {
  const sources = async (): Promise<Sources> => ({
    ...originsOf(env),
    inlineScripts: (await Promise.all((env.inlineScripts ?? []).map((script) => script()))).map((script) => script.hash),
  });
  return {
    name: 'deploy-files',
    apply: 'build',
    transformIndexHtml: async () => [
      {
        tag: 'meta',
        attrs: { 'http-equiv': 'Content-Security-Policy', content: contentSecurityPolicy(await sources(), { meta: true }) },
        injectTo: 'head-prepend',
      },
    ],
    async generateBundle() {
      const policy = await sources();
      const options = { serverPages: env.serverPages ?? false };
      this.emitFile({ type: 'asset', fileName: '.htaccess', source: htaccess(policy, options) });
      this.emitFile({ type: 'asset', fileName: 'nginx.conf.example', source: nginxConf(policy, options) });
      if (env.staffGate)
        this.emitFile({ type: 'asset', fileName: 'backend.htaccess', source: backendHtaccess(env.staffGate, endpointList) });
    },
  };
}
