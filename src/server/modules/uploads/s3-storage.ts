import type { S3Config } from '@server/config';
import type { UploadStorage } from './upload-storage';

/** Photos sit under this prefix, so the bucket may hold other things beside them. */
const PREFIX = 'uploads/';

/**
 * Photos in an S3-compatible bucket (AWS, R2, MinIO, Backblaze…), the same for every instance.
 * The SDK is loaded on first use: it costs ~25 MB that a store on the local disk never pays.
 */
export function s3UploadStorage(config: S3Config): UploadStorage {
  let loaded: Promise<{ sdk: typeof import('@aws-sdk/client-s3'); client: import('@aws-sdk/client-s3').S3Client }>;
  const s3 = () =>
    (loaded ??= import('@aws-sdk/client-s3').then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        endpoint: config.endpoint,
        region: config.region,
        credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
        forcePathStyle: config.forcePathStyle,
        // The SDK's default CRC32 checksums are refused by R2 and other providers (aws-sdk-js-v3#6810).
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      }),
    })));
  const Bucket = config.bucket;
  return {
    kind: 's3',
    async put(name, data, contentType) {
      const { sdk, client } = await s3();
      await client.send(new sdk.PutObjectCommand({ Bucket, Key: PREFIX + name, Body: data, ContentType: contentType }));
    },
    async get(name) {
      const { sdk, client } = await s3();
      try {
        const res = await client.send(new sdk.GetObjectCommand({ Bucket, Key: PREFIX + name }));
        if (!res.Body) return null;
        return {
          body: res.Body.transformToWebStream(),
          contentType: res.ContentType ?? 'application/octet-stream',
          contentLength: res.ContentLength ?? 0,
        };
      } catch (err) {
        if (err instanceof sdk.NoSuchKey || (err as { name?: string }).name === 'NotFound') return null;
        throw err;
      }
    },
    async list() {
      const { sdk, client } = await s3();
      const files: { name: string; lastModified: Date }[] = [];
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new sdk.ListObjectsV2Command({ Bucket, Prefix: PREFIX, ContinuationToken }));
        for (const o of page.Contents ?? []) {
          const name = o.Key?.slice(PREFIX.length);
          // Only the prefix's own files: a "folder" below it is nothing the server wrote.
          if (name && !name.includes('/')) files.push({ name, lastModified: o.LastModified ?? new Date() });
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return files;
    },
    async delete(name) {
      const { sdk, client } = await s3();
      await client.send(new sdk.DeleteObjectCommand({ Bucket, Key: PREFIX + name }));
    },
    async check() {
      const { sdk, client } = await s3();
      // The bucket exists and the keys may use it; a second at most, or the probe itself hangs.
      await client.send(new sdk.HeadBucketCommand({ Bucket }), { abortSignal: AbortSignal.timeout(1000) });
    },
  };
}
