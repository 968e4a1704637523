import { endpoints } from '../../../php-contract/endpoints';
import { callEndpoint, type CallTexts } from '../http';

/** The spec shows neither payload nor use of these two scripts; they are wrapped as opaque JSON. */
const texts: CallTexts = { failed: 'Failed to reach the messaging service', network: 'Failed to reach the messaging service' };

export const getWhatsappStatus = (): Promise<unknown> => callEndpoint(endpoints.getWhatsappStatus, texts);
export const testWhatsapp = (payload: unknown = {}): Promise<unknown> => callEndpoint(endpoints.testWhatsapp, texts, { body: payload });
