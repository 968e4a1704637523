import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BuyLeadInput } from '../buy-leads/buy-leads';
import { buyLeadKeys } from '../buy-leads/keys';
import type { InquiryInput } from '../inquiries/inquiries';
import { inquiryKeys } from '../inquiries/keys';
import { sendLead } from './send';

/** The public enquiry form's submit: answers the enquiry's number, or null. */
export function useSubmitInquiry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InquiryInput) => sendLead('inquiry', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: inquiryKeys.all }),
  });
}

/** The public buy-lead form's submit. */
export function useSubmitBuyLead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BuyLeadInput) => sendLead('buy-lead', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: buyLeadKeys.all }),
  });
}
