/**
 * What the fake backend does for each contract entry, answering as the PHP scripts do: numbers as
 * strings, DATETIME strings, the bare array of buy_leads.php, the text reply of insert_part.php.
 * One module per resource; an entry without its route fails to compile in its module.
 */
import type { EndpointId } from '../../php-contract/endpoints';
import { authRoutes } from './auth-routes';
import { blogPostRoutes } from './blog-post-routes';
import { brochureRoutes } from './brochure-routes';
import { buyLeadRoutes } from './buy-lead-routes';
import { categoryRoutes } from './category-routes';
import { inquiryRoutes } from './inquiry-routes';
import { partRoutes } from './part-routes';
import { answer, type Route } from './route-helpers';
import { uploadRoutes } from './upload-routes';
import { whatsappRoutes } from './whatsapp-routes';

const routeTable: Record<EndpointId, Route> = {
  ...brochureRoutes,
  ...categoryRoutes,
  ...partRoutes,
  ...inquiryRoutes,
  ...buyLeadRoutes,
  ...blogPostRoutes,
  ...uploadRoutes,
  ...authRoutes,
  ...whatsappRoutes,
};

export const routes = Object.fromEntries(Object.entries(routeTable).map(([id, route]) => [id, answer(route)])) as Record<EndpointId, Route>;
