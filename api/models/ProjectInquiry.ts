import { BaseModel } from './BaseModel';

export class ProjectInquiry extends BaseModel {
  static override tableName = 'project_inquiries';
  static override idPrefix = 'inq';

  companyName!: string;
  companySize!: string;
  contactEmail!: string;
  status!: string;
  projectGoal!: string | null;
  expertProfile!: string | null;
  numberOfExperts!: string | null;
  timeline!: string | null;
  firstName!: string | null;
  lastName!: string | null;
  jobTitle!: string | null;
  country!: string | null;
  howDidYouHear!: string | null;
  userId!: string | null;
  createdAt!: Date;
}
