/** whatsapp_status.php and test_whatsapp.php: a WhatsApp link that is always connected. */
import type { whatsappCalls } from '../../php-contract/site-calls';
import { json, type Route } from './route-helpers';

export const whatsappRoutes = {
  getWhatsappStatus: () => json({ success: true, status: 'connected' }),
  testWhatsapp: () => json({ success: true, message: 'Test message queued' }),
} satisfies Record<keyof typeof whatsappCalls, Route>;
