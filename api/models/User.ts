import type { Role } from '../../sync/contract/common';
import { BaseModel } from './BaseModel';

export class User extends BaseModel {
  static override tableName = 'users';
  static override idPrefix = 'usr';

  username!: string;
  password!: string | null;
  email!: string | null;
  fullName!: string | null;
  company!: string | null;
  role!: Role;
  clientAccess!: string | null;
  createdAt!: Date;

  /** The client a customer is scoped to: clientAccess, else company (spec section 6). */
  get scopedClient(): string | null {
    return this.clientAccess || this.company || null;
  }
}
