import { BaseModel } from './BaseModel';

/** A personal API token; the secret itself is never stored, only its SHA-256. */
export class ApiToken extends BaseModel {
  static override tableName = 'api_tokens';
  static override idPrefix = 'tok';

  userId!: string;
  name!: string;
  /** `prl_` and the first characters of the secret, shown in lists. */
  prefix!: string;
  tokenHash!: string;
  createdAt!: Date;
  lastUsedAt!: Date | null;
  revokedAt!: Date | null;
}
