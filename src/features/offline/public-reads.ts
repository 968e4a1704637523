import type { Resource } from '@contract';

/**
 * The backend's resources whose GET replies are public (the catalogue, the blog, the brochure): the
 * only replies the offline worker keeps (build/offline-worker.ts) and the only ones whose time the
 * offline line notes. Staff reads (enquiries, buy leads, the WhatsApp status) are never among them;
 * a resource added to the backend is left to the network until it is named here.
 */
export const PUBLIC_READS: readonly Resource[] = ['parts', 'categories', 'blogPosts', 'brochures'];
