import type { z } from 'zod';
import { ProjectInquiryRequestSchema } from '../../../../sync/contract/forms';
import { ApiError, callApi, NetworkError } from '../../../api/client';
import type { NewAccount } from '../passwordSetup/completeAccount';

/** The three fields of 'Start Your Project'; the rest of the inquiry belongs to the demo form. */
export const StartProjectFormSchema = ProjectInquiryRequestSchema.pick({
  companyName: true,
  companySize: true,
  contactEmail: true,
});
export type StartProjectValues = z.output<typeof StartProjectFormSchema>;

/** The alerts of a failed inquiry (spec section 8), word for word. */
export const INQUIRY_ALERTS = {
  rejected: 'There was an issue submitting your inquiry. Please try again or contact us directly.',
  network: 'There was a network error. Please check your connection and try again.',
} as const;

export class InquiryError extends Error {
  constructor(
    readonly alert: keyof typeof INQUIRY_ALERTS,
    override readonly cause: unknown,
  ) {
    super(INQUIRY_ALERTS[alert]);
    this.name = 'InquiryError';
  }
}

/** Sends the inquiry; `account` is set when the server opened a customer account for it. */
export async function submitInquiry(
  values: StartProjectValues,
): Promise<{ account: NewAccount | null }> {
  try {
    const { user } = await callApi('projectInquiry', { body: values });
    return { account: user ? { userId: user.id, username: values.contactEmail } : null };
  } catch (error) {
    if (error instanceof NetworkError) throw new InquiryError('network', error);
    if (error instanceof ApiError) throw new InquiryError('rejected', error);
    throw error;
  }
}
