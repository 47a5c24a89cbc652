import type { z } from 'zod';
import {
  DEMO_COMPANY_SIZE,
  type DemoRequestFormSchema,
  type ProjectInquiryRequest,
} from '../../../sync/contract/forms';
import { ApiError, callApi } from '../../api/client';

export type DemoRequestValues = z.output<typeof DemoRequestFormSchema>;

/**
 * The project inquiry a demo request becomes, with the spec's fixed values (section 7).
 * organizationSize is collected by the form but deliberately not sent.
 */
export function demoInquiry(values: DemoRequestValues): ProjectInquiryRequest {
  return {
    companyName: values.companyName,
    companySize: DEMO_COMPANY_SIZE,
    contactEmail: values.email,
    projectGoal: `Demo request from ${values.firstName} ${values.lastName}`,
    expertProfile: 'General Business',
    numberOfExperts: 10,
    timeline: 'ASAP',
    firstName: values.firstName,
    lastName: values.lastName,
    jobTitle: values.jobTitle,
    country: values.country,
    howDidYouHear: values.howDidYouHear,
  };
}

/**
 * Sends the demo request; true when the server took it. A failure is only logged
 * (spec section 8): the form stays as it is, with everything typed.
 */
export async function requestDemo(values: DemoRequestValues): Promise<boolean> {
  try {
    await callApi('projectInquiry', { body: demoInquiry(values) });
    return true;
  } catch (error) {
    console.error(
      error instanceof ApiError ? 'Failed to submit form' : 'Error submitting form',
      error,
    );
    return false;
  }
}
