import type { AnalysisStatus } from '../../sync/contract';
import { BaseModel } from './BaseModel';

export class Analysis extends BaseModel {
  static override tableName = 'analyses';
  static override idPrefix = 'anl';
  static override jsonAttributes = ['request', 'result'];

  client!: string;
  kind!: string;
  request!: unknown;
  /** Null until the analysis job has finished (status `done`). */
  result!: unknown;
  status!: AnalysisStatus;
  /** 0–100, written by the analysis job as it goes. */
  progress!: number;
  /** Why the computation failed (status `failed`), for people. */
  error!: string | null;
  createdByUserId!: string | null;
  createdAt!: Date;
}
