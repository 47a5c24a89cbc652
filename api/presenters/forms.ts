import type {
  ExpertSignupResponse,
  JobApplicationResponse,
  ProjectInquiryResponse,
} from '../../sync/contract';
import type { ExpertSignup, JobApplication, ProjectInquiry, User } from '../models';
import { iso } from './dates';

type SignupDto = ExpertSignupResponse['signup'];
type InquiryDto = ProjectInquiryResponse['inquiry'];
type ApplicationDto = JobApplicationResponse['application'];

export function presentExpertSignup(signup: ExpertSignup): SignupDto {
  return {
    id: signup.id,
    fullName: signup.fullName,
    currentRole: signup.currentRole,
    company: signup.company,
    areaOfExpertise: signup.areaOfExpertise,
    email: signup.email,
    status: signup.status,
    createdAt: iso(signup.createdAt),
  };
}

export function presentProjectInquiry(inquiry: ProjectInquiry): InquiryDto {
  return {
    id: inquiry.id,
    companyName: inquiry.companyName,
    companySize: inquiry.companySize,
    contactEmail: inquiry.contactEmail,
    status: inquiry.status,
    createdAt: iso(inquiry.createdAt),
  };
}

/** Where the résumé is stored stays on the server; the applicant only learns it arrived. */
export function presentJobApplication(application: JobApplication): ApplicationDto {
  return {
    id: application.id,
    name: application.name,
    email: application.email,
    position: application.position,
    additionalInfo: application.additionalInfo,
    hasResume: application.resumeUrl !== null,
    status: application.status,
    createdAt: iso(application.createdAt),
  };
}

/** A form that opened an account answers with its id only: the password step needs it. */
export function presentCreatedUserRef(user: User | null): { id: string } | undefined {
  return user ? { id: user.id } : undefined;
}
