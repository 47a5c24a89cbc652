import { z } from 'zod';
import { emailAddress, IdSchema, IsoDateSchema, optionalText, requiredText } from './common';

export const INVALID_EMAIL = 'Please enter a valid email address';

export const ExpertSignupRequestSchema = z.strictObject({
  fullName: requiredText('Full name is required', 200),
  currentRole: requiredText('Current role is required', 200),
  company: requiredText('Company is required', 200),
  areaOfExpertise: requiredText('Area of expertise is required', 500),
  // Optional, but when present it must be an address. A blank field means "none".
  email: z
    .union([z.literal(''), emailAddress(INVALID_EMAIL)])
    .nullish()
    .transform((value) => value || null),
});
export type ExpertSignupRequest = z.input<typeof ExpertSignupRequestSchema>;

export const CreatedUserRefSchema = z.object({ id: IdSchema });

export const ExpertSignupSchema = z.object({
  id: IdSchema,
  fullName: z.string(),
  currentRole: z.string(),
  company: z.string(),
  areaOfExpertise: z.string(),
  email: z.string().nullable(),
  status: z.string(),
  createdAt: IsoDateSchema,
});
export const ExpertSignupResponseSchema = z.object({
  signup: ExpertSignupSchema,
  user: CreatedUserRefSchema.optional(),
});
export type ExpertSignupResponse = z.infer<typeof ExpertSignupResponseSchema>;

export const COMPANY_SIZES = ['1-10', '11-50', '51-200', '201-1000', '1000+'] as const;
/** The demo form sends a fixed company size of 'Enterprise' (spec section 7). */
export const DEMO_COMPANY_SIZE = 'Enterprise';
export const COUNTRIES = ['us', 'uk', 'ca', 'au', 'de', 'fr', 'other'] as const;

export const ProjectInquiryRequestSchema = z.strictObject({
  companyName: requiredText('Company name is required', 200),
  companySize: z.enum([...COMPANY_SIZES, DEMO_COMPANY_SIZE], {
    error: 'Company size is required',
  }),
  contactEmail: emailAddress('Valid email is required'),
  projectGoal: optionalText(5000),
  expertProfile: optionalText(2000),
  // The demo form sends the number 10; the project form sends a range like '5-10'.
  numberOfExperts: z
    .union([z.number().int().min(0).max(100_000), z.string().trim().max(50)])
    .nullish()
    .transform((value) =>
      value === null || value === undefined || value === '' ? null : String(value),
    ),
  timeline: optionalText(50),
  firstName: optionalText(100),
  lastName: optionalText(100),
  jobTitle: optionalText(200),
  country: z.enum(COUNTRIES, { error: 'Please choose a country from the list' }).nullish(),
  howDidYouHear: optionalText(1000),
});
export type ProjectInquiryRequest = z.input<typeof ProjectInquiryRequestSchema>;

export const ProjectInquirySchema = z.object({
  id: IdSchema,
  companyName: z.string(),
  companySize: z.string(),
  contactEmail: z.string(),
  status: z.string(),
  createdAt: IsoDateSchema,
});
export const ProjectInquiryResponseSchema = z.object({
  inquiry: ProjectInquirySchema,
  user: CreatedUserRefSchema.optional(),
});
export type ProjectInquiryResponse = z.infer<typeof ProjectInquiryResponseSchema>;

export const JOB_POSITION = 'Forward deployed engineer';
export const MAX_ADDITIONAL_INFO = 200;
export const RESUME_EXTENSIONS = ['.pdf', '.doc', '.docx'] as const;
export const RESUME_TYPE_HINT = 'Please upload PDF, DOC, or DOCX files only';
/** The mime types a browser reports for each accepted résumé extension. */
export const RESUME_MIME_TYPES: Record<(typeof RESUME_EXTENSIONS)[number], readonly string[]> = {
  '.pdf': ['application/pdf', 'application/x-pdf'],
  '.doc': ['application/msword', 'application/doc', 'application/vnd.ms-word'],
  '.docx': ['application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
};
/** For the file input's `accept` attribute. */
export const RESUME_ACCEPT = [
  ...RESUME_EXTENSIONS,
  ...Object.values(RESUME_MIME_TYPES).flat(),
].join(',');

/** JSON, or multipart with the same fields plus an optional file `resume`. */
export const JobApplicationRequestSchema = z.strictObject({
  name: requiredText('Name is required', 200),
  email: emailAddress(INVALID_EMAIL),
  additionalInfo: z
    .string()
    .trim()
    .max(MAX_ADDITIONAL_INFO, 'Please keep to 200 characters or less')
    .nullish()
    .transform((value) => value || null),
  position: z.literal(JOB_POSITION, { error: `Position must be '${JOB_POSITION}'` }),
});
export type JobApplicationRequest = z.input<typeof JobApplicationRequestSchema>;

export const JobApplicationSchema = z.object({
  id: IdSchema,
  name: z.string(),
  email: z.string(),
  position: z.string(),
  additionalInfo: z.string().nullable(),
  hasResume: z.boolean(),
  status: z.string(),
  createdAt: IsoDateSchema,
});
export const JobApplicationResponseSchema = z.object({ application: JobApplicationSchema });
export type JobApplicationResponse = z.infer<typeof JobApplicationResponseSchema>;

/** The demo form's organisation size bands (spec section 9): collected, never sent. */
export const ORGANIZATION_SIZES = ['0-50', '50-500', '500-5000', '5000+'] as const;

/**
 * The /book-demo form (every field required, spec section 5). It has no endpoint of its
 * own: the app sends it as a project inquiry with the spec's fixed values.
 */
export const DemoRequestFormSchema = z.strictObject({
  firstName: requiredText('First name is required', 100),
  lastName: requiredText('Last name is required', 100),
  email: emailAddress(INVALID_EMAIL),
  companyName: requiredText('Company name is required', 200),
  country: z.enum(COUNTRIES, { error: 'Please choose a country' }),
  jobTitle: requiredText('Job title is required', 200),
  organizationSize: z.enum(ORGANIZATION_SIZES, { error: 'Please choose an organization size' }),
  howDidYouHear: requiredText('Please tell us how you heard about us', 1000),
});
export type DemoRequestForm = z.input<typeof DemoRequestFormSchema>;
