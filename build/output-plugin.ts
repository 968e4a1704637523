import type { Plugin } from 'vite';

/**
 * A build-only plugin whose one job runs on the output folder (`build.outDir`): once the bundle is written
 * (`writeBundle`), or once every plugin is done with it (`closeBundle`).
 */
export function outputPlugin(name: string, hook: 'writeBundle' | 'closeBundle', run: (outDir: string) => void): Plugin {
  let outDir = 'dist';
  return {
    name,
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    [hook]() {
      run(outDir);
    },
  };
}
