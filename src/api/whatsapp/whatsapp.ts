import { whatsappCalls } from '@contract';
import { callEndpoint } from '../http';
import { whatsappTexts } from '../texts/calls';

/** The spec shows neither payload nor use of these two scripts; they are wrapped as opaque JSON. */
export const getWhatsappStatus = (): Promise<unknown> => callEndpoint(whatsappCalls.getWhatsappStatus, whatsappTexts);
export const testWhatsapp = (payload: unknown = {}): Promise<unknown> =>
  callEndpoint(whatsappCalls.testWhatsapp, whatsappTexts, { body: payload });
