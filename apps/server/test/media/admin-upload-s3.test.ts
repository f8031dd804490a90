import fs from 'node:fs';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import type { FastifyInstance } from 'fastify';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../../src/config';
import {
  type Client,
  describeImage,
  imageForm,
  photo,
  startUploadApp,
  tempDataDir,
} from './admin-kit';
import { type UploadAnswer, uploadServeRemove } from './upload-flow';

// s3rver: a real S3 protocol server (signed requests, XML answers) run inside the test process.
// It accepts the fixed key pair S3RVER / S3RVER.
const BUCKET = 'kesariya-media';

let server: S3rver;
let serverDir: ReturnType<typeof tempDataDir>;
let dataDir: ReturnType<typeof tempDataDir>;
let s3: NonNullable<Config['s3']>;
let bucket: S3Client;
let started: Awaited<ReturnType<typeof startUploadApp>>;
let app: FastifyInstance;
let admin: Client;
let productId: number;

async function storedKeys(): Promise<string[]> {
  const listed = await bucket.send(new ListObjectsV2Command({ Bucket: BUCKET }));
  return (listed.Contents ?? []).map((object) => object.Key!).sort();
}

/** The demo catalogue's pictures, stored in the bucket by the seed. */
let seeded: Set<string>;

/** The originals uploaded through the admin calls. */
async function objectKeys(): Promise<string[]> {
  return (await storedKeys()).filter((key) => !seeded.has(key));
}

beforeAll(async () => {
  serverDir = tempDataDir();
  server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory: serverDir.dir,
    silent: true,
    configureBuckets: [{ name: BUCKET }],
  });
  const { port } = await server.run();
  s3 = {
    bucket: BUCKET,
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  };
  bucket = new S3Client({
    endpoint: s3.endpoint,
    region: s3.region,
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  // A DATA_DIR on disk too, to show that originals do not land there when a bucket is configured.
  started = await startUploadApp({ s3 });
  ({ app, dataDir, admin, productId } = started);
  seeded = new Set(await storedKeys());
}, 120_000);

afterAll(async () => {
  await started?.close();
  bucket?.destroy();
  await server?.close();
  serverDir?.remove();
});

describe('POST /api/admin/product/:id/image (uploads in an S3-compatible bucket)', () => {
  it('puts the original in the bucket, serves it, lists it and deletes it from the bucket', async () => {
    await uploadServeRemove(app, admin, productId, objectKeys);
  });

  it('stores the original bytes under products/<id>/ and nothing under DATA_DIR/media/uploads', async () => {
    const original = await photo({ r: 30, g: 60, b: 200 });
    const upload = await admin.request<UploadAnswer>(
      'POST',
      `/api/admin/product/${productId}/image`,
      {
        form: imageForm(original),
      },
    );
    expect(upload.status).toBe(201);
    const keys = await objectKeys();
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(new RegExp(`^products/${productId}/[0-9a-f-]{36}\\.jpg$`));
    expect(fs.existsSync(`${dataDir.dir}/media/uploads`)).toBe(false);

    const served = await app.inject({ url: upload.body.data.urls['240']! });
    expect(await describeImage(served.rawPayload)).toMatchObject({ width: 240, height: 320 });
    await admin.request(
      'DELETE',
      `/api/admin/product/${productId}/image/${upload.body.data.position}`,
    );
    expect(await objectKeys()).toEqual([]);
  });

  it('renders an upload again from the bucket once the local render cache is gone', async () => {
    const upload = await admin.request<UploadAnswer>(
      'POST',
      `/api/admin/product/${productId}/image`,
      {
        form: imageForm(await photo({ r: 200, g: 30, b: 90 })),
      },
    );
    fs.rmSync(`${dataDir.dir}/media/cache`, { recursive: true, force: true });
    const served = await app.inject({ url: upload.body.data.urls['480']! });
    expect(served.statusCode).toBe(200);
    expect(await describeImage(served.rawPayload)).toMatchObject({ width: 480, height: 640 });
    await admin.request(
      'DELETE',
      `/api/admin/product/${productId}/image/${upload.body.data.position}`,
    );
  });
});
