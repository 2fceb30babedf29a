import {
  CreateBucketCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { Readable } from 'node:stream';
import { isMediaKey } from '@livefully/contracts';
import { MEDIA_CACHE_CONTROL, type MediaStore, type StoredFile } from './media-store.js';

export interface S3StoreSettings {
  /** An S3-compatible server's URL (MinIO, S3Proxy); AWS's own when left out. */
  endpoint?: string | undefined;
  region: string;
  bucket: string;
  accessKeyId?: string | undefined;
  secretAccessKey?: string | undefined;
  /** `http://host/bucket/key` rather than `http://bucket.host/key`: what MinIO and S3Proxy serve. */
  forcePathStyle: boolean;
}

/** The store of full mode: one object per file in a bucket, `<id>/<file>`, each with its type and cache lifetime. */
export class S3MediaStore implements MediaStore {
  readonly kind = 's3' as const;
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(settings: S3StoreSettings) {
    this.bucket = settings.bucket;
    this.client = new S3Client({
      region: settings.region,
      forcePathStyle: settings.forcePathStyle,
      // The SDK's default checksums are AWS's own; S3-compatible servers do not all read them.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
      ...(settings.accessKeyId && settings.secretAccessKey
        ? { credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } }
        : {}),
    });
  }

  /** Creates the bucket when it is missing (a fresh MinIO); an existing one is left as it is. */
  async ensureBucket(): Promise<void> {
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
    } catch (error) {
      if (statusOf(error) !== 404) throw error;
      await this.client.send(new CreateBucketCommand({ Bucket: this.bucket }));
    }
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    if (!isMediaKey(key)) throw new Error(`Not a media key: ${key}`);
    await this.client.send(
      new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: body, ContentType: contentType, CacheControl: MEDIA_CACHE_CONTROL }),
    );
  }

  async get(key: string): Promise<StoredFile | null> {
    if (!isMediaKey(key)) return null;
    try {
      const answer = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      return {
        body: answer.Body as Readable,
        contentType: answer.ContentType ?? 'application/octet-stream',
        bytes: answer.ContentLength ?? 0,
      };
    } catch (error) {
      if (error instanceof NoSuchKey || statusOf(error) === 404) return null;
      throw error;
    }
  }

  async list(id: string): Promise<string[]> {
    const keys: string[] = [];
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.bucket, Prefix: `${id}/`, ...(token ? { ContinuationToken: token } : {}) }),
      );
      keys.push(...(page.Contents ?? []).map((object) => object.Key!).filter(isMediaKey));
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return keys;
  }

  async removeItem(id: string): Promise<void> {
    const keys = await this.list(id);
    // One by one: a batch delete needs a checksum header that not every S3-compatible server takes.
    for (const key of keys) await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  destroy(): void {
    this.client.destroy();
  }
}

function statusOf(error: unknown): number | undefined {
  return error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined;
}
