/** Where durable files go, from STORAGE_BACKEND and the S3_* settings (api/config.ts). */
export type StorageSettings = LocalStorageSettings | S3StorageSettings;

export interface LocalStorageSettings {
  backend: 'local';
  /** DATA_DIR/uploads */
  root: string;
}

export interface S3StorageSettings {
  backend: 's3';
  bucket: string;
  /** Empty, or ending in `/`: every key is stored under it. */
  prefix: string;
  /** Unset: AWS's own endpoint for `region`. */
  endpoint: string | undefined;
  region: string;
  /** Unset: the SDK's default chain (AWS_* variables, shared config, instance role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** `bucket` in the path instead of the host name, as MinIO and most self-hosted servers want. */
  forcePathStyle: boolean;
  /** Where copies for path-reading tools live while they run (DATA_DIR/tmp/storage). */
  tempDir: string;
}
