import { BaseModel } from './BaseModel';

export class ExpertSignup extends BaseModel {
  static override tableName = 'expert_signups';
  static override idPrefix = 'sgn';

  fullName!: string;
  currentRole!: string;
  company!: string;
  areaOfExpertise!: string;
  email!: string | null;
  status!: string;
  userId!: string | null;
  createdAt!: Date;
}
