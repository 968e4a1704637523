import { brochureCalls, brochureGetWire } from '@contract';
import { assetUrl } from '../../config/urls';
import { ApiError } from '../../lib/api-error';
import { callAndConfirm, callEndpoint, readWire } from '../http';
import { brochureTexts } from '../texts/calls';

/**
 * The current brochure's URL on the asset host. An unsuccessful answer, or one without a usable
 * path, is 'No brochure available.'; a failed request is 'Failed to fetch brochure.'.
 */
export async function normalizeBrochure(body: unknown): Promise<string> {
  const reply = readWire(brochureGetWire, body, brochureTexts.get);
  const url = reply.success ? assetUrl(reply.bpath) : null;
  if (!url) throw new ApiError('rejected', brochureTexts.get.failed);
  return url;
}

export async function getBrochure(): Promise<string> {
  let body: unknown;
  try {
    body = await callEndpoint(brochureCalls.getBrochure, brochureTexts.get);
  } catch (error) {
    // Any failed request, an HTTP error status included, is a fetch failure here.
    throw error instanceof ApiError && error.kind === 'http'
      ? new ApiError('http', brochureTexts.get.network, { status: error.status })
      : error;
  }
  return normalizeBrochure(body);
}

export async function saveBrochure(bpath: string): Promise<void> {
  await callAndConfirm(brochureCalls.saveBrochure, brochureTexts.save, { body: { bpath } });
}
