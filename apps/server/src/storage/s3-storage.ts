import type { S3Client } from '@aws-sdk/client-s3';
import type { Config } from '../config';
import { assertSafeKey, type UploadStorage } from './upload-storage';

type S3Settings = NonNullable<Config['s3']>;

// The SDK is large: it is loaded on the first storage call, so an instance that never touches an
// upload (and every embedded deployment) starts without it.
const loadSdk = () => import('@aws-sdk/client-s3');

/** Originals as objects in an S3-compatible bucket (AWS S3, MinIO, R2, Spaces, ...). */
export function s3UploadStorage(settings: S3Settings): UploadStorage {
  let client: Promise<S3Client> | null = null;

  function connect(): Promise<S3Client> {
    client ??= loadSdk().then(
      (sdk) =>
        new sdk.S3Client({
          region: settings.region,
          endpoint: settings.endpoint,
          forcePathStyle: settings.forcePathStyle,
          credentials:
            settings.accessKeyId && settings.secretAccessKey
              ? {
                  accessKeyId: settings.accessKeyId,
                  secretAccessKey: settings.secretAccessKey,
                }
              : undefined,
        }),
    );
    return client;
  }

  return {
    description: `s3 (bucket ${settings.bucket}${settings.endpoint ? ` at ${settings.endpoint}` : ''})`,
    async put(key, body, contentType) {
      assertSafeKey(key);
      const [sdk, s3] = await Promise.all([loadSdk(), connect()]);
      await s3.send(
        new sdk.PutObjectCommand({
          Bucket: settings.bucket,
          Key: key,
          Body: body,
          ContentType: contentType,
        }),
      );
    },
    async get(key) {
      assertSafeKey(key);
      const [sdk, s3] = await Promise.all([loadSdk(), connect()]);
      try {
        const object = await s3.send(
          new sdk.GetObjectCommand({ Bucket: settings.bucket, Key: key }),
        );
        return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : null;
      } catch (error) {
        if (error instanceof sdk.NoSuchKey) return null;
        throw error;
      }
    },
    async delete(key) {
      assertSafeKey(key);
      const [sdk, s3] = await Promise.all([loadSdk(), connect()]);
      // S3 answers a delete of a missing key with success, as this interface promises.
      await s3.send(new sdk.DeleteObjectCommand({ Bucket: settings.bucket, Key: key }));
    },
  };
}
