// Files in the documents bucket that the browser sends and reads directly: a presigned POST whose policy fixes the
// key, the content type and the size range (nothing large passes through the API), a ranged read of an object's first
// bytes to check what it really is, moves, deletes, and short-lived download links.
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  ListObjectVersionsCommand,
  NotFound as S3NotFound,
} from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { logger } from '../logger';
import { documentsBucket, s3 } from '../s3-client';

/** How long the browser has to send a file, and how long a download link works. */
export const UPLOAD_WINDOW_SECONDS = 10 * 60;
export const DOWNLOAD_LINK_SECONDS = 5 * 60;

/** Where an account's uploads wait to be checked; the bucket's lifecycle removes what is never confirmed. */
export const uploadObjectKey = (userId: string, uploadId: string) => `uploads/${userId}/${uploadId}`;

/** The browser's content type, if it is a plain one; anything else is stored as bytes. */
export function safeContentType(type: string): string {
  return /^[a-z]+\/[a-z0-9.+-]+$/i.test(type) ? type.toLowerCase() : 'application/octet-stream';
}

export async function presignUpload(input: {
  key: string;
  contentType: string;
  maxBytes: number;
}): Promise<{ url: string; fields: Record<string, string> }> {
  return createPresignedPost(s3(), {
    Bucket: documentsBucket(),
    Key: input.key,
    Fields: { 'Content-Type': input.contentType },
    Conditions: [
      ['eq', '$Content-Type', input.contentType],
      ['content-length-range', 1, input.maxBytes],
    ],
    Expires: UPLOAD_WINDOW_SECONDS,
  });
}

function isMissing(error: unknown): boolean {
  const name = (error as { name?: string }).name;
  return error instanceof S3NotFound || name === 'NotFound' || name === 'NoSuchKey';
}

/** The object's size in bytes, or null when it is not there. */
export async function objectSize(key: string): Promise<number | null> {
  try {
    const head = await s3().send(new HeadObjectCommand({ Bucket: documentsBucket(), Key: key }));
    return head.ContentLength ?? 0;
  } catch (error) {
    if (isMissing(error)) return null;
    throw error;
  }
}

/** The whole object, or null when it is not there. */
export async function readObject(key: string): Promise<Uint8Array | null> {
  try {
    const res = await s3().send(new GetObjectCommand({ Bucket: documentsBucket(), Key: key }));
    return res.Body ? await res.Body.transformToByteArray() : null;
  } catch (error) {
    if (isMissing(error)) return null;
    throw error;
  }
}

/** The object's first bytes (a ranged GET), enough to tell what kind of file it is; null when it is not there. */
export async function readObjectStart(key: string, bytes = 64 * 1024): Promise<Uint8Array | null> {
  try {
    const res = await s3().send(
      new GetObjectCommand({ Bucket: documentsBucket(), Key: key, Range: `bytes=0-${bytes - 1}` }),
    );
    return res.Body ? await res.Body.transformToByteArray() : null;
  } catch (error) {
    if (isMissing(error)) return null;
    throw error;
  }
}

export async function deleteStoredFile(key: string): Promise<void> {
  await s3().send(new DeleteObjectCommand({ Bucket: documentsBucket(), Key: key }));
}

/**
 * Deletes an object and every earlier version of it. The documents bucket keeps replaced and deleted versions for a
 * while so that a mistake can be undone; a file someone was promised would not be kept must not wait there.
 */
export async function purgeStoredFile(key: string): Promise<void> {
  await deleteStoredFile(key);
  let versions: Array<{ Key?: string | undefined; VersionId?: string | undefined }> = [];
  try {
    const res = await s3().send(new ListObjectVersionsCommand({ Bucket: documentsBucket(), Prefix: key }));
    versions = [...(res.Versions ?? []), ...(res.DeleteMarkers ?? [])];
  } catch (error) {
    // A store without versions (the local stand-in) keeps nothing once the object is deleted; anything else is said.
    const name = (error as { name?: string }).name ?? 'Error';
    if (name !== 'NotImplemented')
      logger.warn('Earlier versions of a file could not be listed', { key, error: name });
    return;
  }
  for (const v of versions) {
    if (v.Key !== key || !v.VersionId || v.VersionId === 'null') continue;
    await s3().send(new DeleteObjectCommand({ Bucket: documentsBucket(), Key: key, VersionId: v.VersionId }));
  }
}

/**
 * Deletes everything under a prefix: every version of every object and every delete marker, so that files deleted
 * earlier (whose old versions the bucket still keeps) go too. Returns how many versions or objects were removed.
 */
export async function purgePrefix(prefix: string): Promise<number> {
  const Bucket = documentsBucket();
  let removed = 0;
  try {
    let KeyMarker: string | undefined;
    let VersionIdMarker: string | undefined;
    do {
      const res = await s3().send(
        new ListObjectVersionsCommand({ Bucket, Prefix: prefix, KeyMarker, VersionIdMarker }),
      );
      for (const v of [...(res.Versions ?? []), ...(res.DeleteMarkers ?? [])]) {
        if (!v.Key) continue;
        await s3().send(new DeleteObjectCommand({ Bucket, Key: v.Key, VersionId: v.VersionId }));
        removed++;
      }
      KeyMarker = res.IsTruncated ? res.NextKeyMarker : undefined;
      VersionIdMarker = res.IsTruncated ? res.NextVersionIdMarker : undefined;
    } while (KeyMarker);
    return removed;
  } catch (error) {
    // The local stand-in has no versions: it answers NotImplemented or, for a listing by prefix, MethodNotAllowed.
    if (!['NotImplemented', 'MethodNotAllowed'].includes((error as { name?: string }).name ?? ''))
      throw error;
  }
  // A store without versions keeps nothing once the object itself is deleted.
  let ContinuationToken: string | undefined;
  do {
    const res = await s3().send(new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken }));
    for (const object of res.Contents ?? []) {
      if (!object.Key) continue;
      await deleteStoredFile(object.Key);
      removed++;
    }
    ContinuationToken = res.IsTruncated ? res.NextContinuationToken : undefined;
  } while (ContinuationToken);
  return removed;
}

/** Copies an object to its lasting place, with the content type it is known to have. */
export async function copyStoredFile(from: string, to: string, contentType: string): Promise<void> {
  await s3().send(
    new CopyObjectCommand({
      Bucket: documentsBucket(),
      Key: to,
      CopySource: `${documentsBucket()}/${from.split('/').map(encodeURIComponent).join('/')}`,
      ContentType: contentType,
      MetadataDirective: 'REPLACE',
    }),
  );
}

/** A Content-Disposition header that keeps the original name (RFC 6266: an ASCII fallback and the UTF-8 name). */
export function contentDisposition(disposition: 'inline' | 'attachment', fileName: string): string {
  const ascii = fileName.replace(/["\\\r\n]/g, '_').replace(/[^\x20-\x7e]/g, '_');
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/**
 * A short-lived link to a stored file, named as it was uploaded. `attachment` downloads it; `inline` lets the browser
 * show it (never used for a type that could run script).
 */
export async function storedFileLink(
  key: string,
  file: { fileName: string; contentType: string; disposition: 'attachment' | 'inline' },
  now = new Date(),
): Promise<{ url: string; expiresAt: string }> {
  const url = await getSignedUrl(
    s3(),
    new GetObjectCommand({
      Bucket: documentsBucket(),
      Key: key,
      ResponseContentDisposition: contentDisposition(file.disposition, file.fileName),
      ResponseContentType: file.contentType,
    }),
    { expiresIn: DOWNLOAD_LINK_SECONDS },
  );
  return { url, expiresAt: new Date(now.getTime() + DOWNLOAD_LINK_SECONDS * 1000).toISOString() };
}
