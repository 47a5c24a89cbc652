import type { Role } from '../../sync/contract/common';
import { BaseModel } from './BaseModel';

export class User extends BaseModel {
  static override tableName = 'users';
  static override idPrefix = 'usr';

  username!: string;
  password!: string | null;
  email!: string | null;
  /** Set when the owner of `email` opened a verification link sent to it. */
  emailVerifiedAt!: Date | null;
  fullName!: string | null;
  company!: string | null;
  role!: Role;
  /** The one client a customer sees, granted by an admin or a member of that client. */
  clientAccess!: string | null;
  clientAccessGrantedAt!: Date | null;
  createdAt!: Date;

  /**
   * The client a customer is scoped to: their granted clientAccess and nothing else.
   * `company` is what they typed about themselves, so it never grants anything.
   */
  get scopedClient(): string | null {
    return this.clientAccess?.trim() || null;
  }
}
