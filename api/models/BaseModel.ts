import { Model, snakeCaseMappers } from 'objection';
import { newId } from '../lib/ids';

/**
 * Columns are snake_case in SQL and camelCase in TypeScript. Every row gets a
 * generated text id with a readable prefix (`int_…`, `prj_…`) unless one is given,
 * which is how the spec's fixed demo ids (`int-growth-equity-demo`) are seeded.
 */
export class BaseModel extends Model {
  static idPrefix = 'id';
  id!: string;

  static override get columnNameMappers() {
    return snakeCaseMappers();
  }

  override $beforeInsert() {
    if (!this.id) this.id = newId((this.constructor as typeof BaseModel).idPrefix);
  }
}
