import { BaseModel } from './BaseModel';

export class Analysis extends BaseModel {
  static override tableName = 'analyses';
  static override idPrefix = 'anl';
  static override jsonAttributes = ['request', 'result'];

  client!: string;
  kind!: string;
  request!: unknown;
  result!: unknown;
  createdByUserId!: string | null;
  createdAt!: Date;
}
