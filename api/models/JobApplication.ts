import { BaseModel } from './BaseModel';

export class JobApplication extends BaseModel {
  static override tableName = 'job_applications';
  static override idPrefix = 'job';

  name!: string;
  email!: string;
  position!: string;
  resumeUrl!: string | null;
  resumeOriginalName!: string | null;
  resumeMimeType!: string | null;
  resumeBytes!: number | null;
  additionalInfo!: string | null;
  status!: string;
  createdAt!: Date;
}
