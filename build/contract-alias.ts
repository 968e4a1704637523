import { fileURLToPath } from 'node:url';

/**
 * src/ reaches the contract only through `@contract`: its browser part, php-contract/runtime.ts.
 * tsconfig.json's `paths` says the same for the compiler; Vite and Vitest take it from here.
 */
export const contractAlias = { '@contract': fileURLToPath(new URL('../php-contract/runtime.ts', import.meta.url)) };
