import type { Plugin } from 'vite';

/** One chunk of the build, as scripts/size-budget.mjs and the bench read it. */
export interface ChunkEntry {
  file: string;
  name: string;
  /** The HTML's entry script (not the early script build/route-pages.ts adds as an entry of its own). */
  isEntry: boolean;
  imports: string[];
  dynamicImports: string[];
  css: string[];
  /** Module ids from the project's root (`/src/...`, `/node_modules/...`). */
  modules: string[];
}

/**
 * Writes .vite/chunks.json beside the build: each chunk's file, static imports and the modules
 * inside it. scripts/size-budget.mjs reads it to prove what the home page does and doesn't load.
 */
export function chunkReport(root = process.cwd()): Plugin {
  return {
    name: 'chunk-report',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks: ChunkEntry[] = [];
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        chunks.push({
          file: chunk.fileName,
          name: chunk.name,
          isEntry: chunk.isEntry && Boolean(chunk.facadeModuleId?.endsWith('.html')),
          imports: chunk.imports,
          dynamicImports: chunk.dynamicImports,
          css: [...(chunk.viteMetadata?.importedCss ?? [])],
          modules: chunk.moduleIds.map((id) => id.replace(root, '').split('?')[0]!),
        });
      }
      this.emitFile({ type: 'asset', fileName: '.vite/chunks.json', source: JSON.stringify(chunks, null, 1) });
    },
  };
}
