import type { Plugin } from 'vite';
import { endpointList } from '../php-contract/endpoints.ts';
import { contentSecurityPolicy, originsOf } from './security-headers.ts';
import { htaccess, nginxConf } from './server-rules.ts';
import { backendHtaccess, type StaffGate } from './staff-gate.ts';

/**
 * Writes what the server needs beside the pages, for this build's backend (VITE_BACKEND_URL,
 * VITE_ASSET_HOST): dist/.htaccess for Apache, dist/nginx.conf.example, and the same
 * Content-Security-Policy as a <meta> in every page, and with a staff gate (build/staff-gate.ts)
 * dist/backend.htaccess for the backend's folder. The site deploys as built, with no hand edits.
 */
export function deployFiles(env: { backendUrl: string; assetHost: string; staffGate?: StaffGate | null }): Plugin {
  const origins = originsOf(env);
  return {
    name: 'deploy-files',
    apply: 'build',
    transformIndexHtml: () => [
      {
        tag: 'meta',
        attrs: { 'http-equiv': 'Content-Security-Policy', content: contentSecurityPolicy(origins, { meta: true }) },
        injectTo: 'head-prepend',
      },
    ],
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: '.htaccess', source: htaccess(origins) });
      this.emitFile({ type: 'asset', fileName: 'nginx.conf.example', source: nginxConf(origins) });
      if (env.staffGate)
        this.emitFile({ type: 'asset', fileName: 'backend.htaccess', source: backendHtaccess(env.staffGate, endpointList) });
    },
  };
}
