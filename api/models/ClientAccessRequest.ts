import { BaseModel } from './BaseModel';

/** A customer waiting for access to a client; deleted once someone decides. */
export class ClientAccessRequest extends BaseModel {
  static override tableName = 'client_access_requests';
  static override idPrefix = 'car';

  userId!: string;
  client!: string;
  createdAt!: Date;
}
