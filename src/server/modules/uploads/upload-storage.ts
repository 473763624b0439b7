/** One stored file, read as a stream so a photo is never held whole in memory to be served. */
export type StoredFile = { body: ReadableStream<Uint8Array>; contentType: string; contentLength: number };

/**
 * Where uploaded photos live, by file name (no folders): the local disk (DATA_DIR/uploads, the
 * default) or an S3-compatible bucket shared by every instance (s3-storage.ts). Callers decide
 * which names are the server's (upload-name.ts); a storage keeps whatever it is given.
 */
export type UploadStorage = {
  kind: 'local' | 's3';
  put(name: string, data: Buffer, contentType: string): Promise<void>;
  /** null when there is no such file. */
  get(name: string): Promise<StoredFile | null>;
  list(): Promise<{ name: string; lastModified: Date }[]>;
  delete(name: string): Promise<void>;
  /** Throws when the storage cannot take a photo now (readiness, modules/health/routes.ts). */
  check(): Promise<void>;
};
