import type { Key } from '../i18n/i18n';

/**
 * What the catalogue's and the blog's pages say of themselves (their PageMeta), and what the server
 * pages write into those pages' head (server/list.php, through build/server-pages.ts). Apart from the
 * public page table, which every page loads, so that only these two pages carry the texts.
 */
export const listMeta = {
  '/catalog': {
    title: 'Parts Catalogue',
    description:
      'Search heavy-truck parts by name or category: silencer parts, lock rings, chassis parts, cables, clamps, rubber parts and steering brackets.',
  },
  '/blog': {
    title: 'Blog',
    description: 'Maintenance tips, safety checks and industry news for heavy-truck owners, fleet managers and workshops.',
  },
} as const satisfies Record<string, { title: Key; description: Key }>;
