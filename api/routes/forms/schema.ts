export {
  ExpertSignupRequestSchema,
  JobApplicationRequestSchema,
  ProjectInquiryRequestSchema,
  RESUME_EXTENSIONS,
  RESUME_MIME_TYPES,
  RESUME_TYPE_HINT,
} from '../../../sync/contract';
