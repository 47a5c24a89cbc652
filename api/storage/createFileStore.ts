import type { FileStore } from './fileStore';
import { LocalFileStore } from './localStore';
import { S3FileStore } from './s3Store';
import type { StorageSettings } from './settings';

/** The store STORAGE_BACKEND names: the local directory by default, or an S3 bucket. */
export function createFileStore(settings: StorageSettings): FileStore {
  switch (settings.backend) {
    case 'local':
      return new LocalFileStore(settings.root);
    case 's3':
      return new S3FileStore(settings);
  }
}
