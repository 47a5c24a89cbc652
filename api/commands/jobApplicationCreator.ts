import type { Knex } from 'knex';
import type { z } from 'zod';
import type { JobApplicationRequestSchema } from '../../sync/contract';
import { JobApplication } from '../models';
import type { FileStore, StoredFile } from '../storage/fileStore';

export type JobApplicationInput = z.output<typeof JobApplicationRequestSchema>;

/** A résumé already checked for type and size, still at its temporary path. */
export interface ResumeUpload {
  tempPath: string;
  /** Without the dot: 'pdf', 'doc' or 'docx'. */
  extension: string;
  originalName: string;
  mimeType: string;
}

/**
 * Stores an application and, when given, its résumé. The file is written first so the
 * row never points at a missing file; if the row cannot be written, the file goes.
 */
export async function createJobApplication(
  trx: Knex.Transaction,
  files: FileStore,
  input: JobApplicationInput,
  resume?: ResumeUpload,
): Promise<JobApplication> {
  const stored = resume
    ? await files.put(
        { path: resume.tempPath },
        { folder: 'resumes', extension: resume.extension, contentType: resume.mimeType },
      )
    : null;
  try {
    return await JobApplication.query(trx).insertAndFetch({
      name: input.name,
      email: input.email,
      position: input.position,
      additionalInfo: input.additionalInfo,
      status: 'new',
      ...resumeColumns(resume, stored),
    });
  } catch (error) {
    if (stored) await files.remove(stored.key);
    throw error;
  }
}

function resumeColumns(resume: ResumeUpload | undefined, stored: StoredFile | null) {
  if (!resume || !stored) {
    return { resumeUrl: null, resumeOriginalName: null, resumeMimeType: null, resumeBytes: null };
  }
  return {
    resumeUrl: stored.key,
    resumeOriginalName: resume.originalName,
    resumeMimeType: resume.mimeType,
    resumeBytes: stored.bytes,
  };
}
