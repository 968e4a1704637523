/** brochures.php: the catalogue brochure's path, the latest one saved. */
import type { brochureCalls } from '../../php-contract/site-calls';
import * as db from '../db';
import { fail, json, ok, textOf, type Route } from './route-helpers';

export const brochureRoutes = {
  getBrochure: () => {
    const latest = [...db.all('brochures')].sort((a, b) => b.id - a.id)[0];
    return latest ? json({ success: true, bpath: latest.bpath }) : fail('No brochure found', 200);
  },
  saveBrochure: ({ body }) => {
    const bpath = textOf(body, 'bpath');
    if (!bpath) return fail('Brochure path is required');
    if (new TextEncoder().encode(bpath).length > 500) return fail('Brochure path is too long');
    db.insert('brochures', { bpath, created_at: db.nowDateTime() });
    return ok('Brochure saved successfully');
  },
} satisfies Record<keyof typeof brochureCalls, Route>;
