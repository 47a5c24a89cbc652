import type { z } from 'zod';
import { JOB_POSITION, type JobApplicationRequestSchema } from '../../../sync/contract/forms';
import { callApi } from '../../api/client';

/** What the form collects: the request without `position`, which is fixed. */
export type ApplicationValues = Omit<z.output<typeof JobApplicationRequestSchema>, 'position'>;

/**
 * POST /api/job-applications: multipart with the same fields plus `resume` when a
 * file was chosen, JSON otherwise. The position is always the one open role.
 */
export function submitJobApplication(values: ApplicationValues, resume: File | null) {
  if (!resume) return callApi('jobApplication', { body: { ...values, position: JOB_POSITION } });
  const formData = new FormData();
  formData.set('name', values.name);
  formData.set('email', values.email);
  if (values.additionalInfo) formData.set('additionalInfo', values.additionalInfo);
  formData.set('position', JOB_POSITION);
  formData.set('resume', resume);
  return callApi('jobApplication', { formData });
}
