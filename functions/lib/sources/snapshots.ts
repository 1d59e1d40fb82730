// Raw responses kept in the snapshots bucket for audit: <sourceId>/<YYYY-MM-DD>/<time>-<hash>.<ext>.
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { s3 } from '../s3-client';
import { sha256 } from './canonical';

export interface Snapshot {
  sourceId: string;
  url: string;
  body: Buffer;
  contentType: string;
  fetchedAt: Date;
}

export type SnapshotStore = (snapshot: Snapshot) => Promise<string>;

export function snapshotExtension(contentType: string, url: string): string {
  const type = contentType.toLowerCase();
  if (type.includes('json')) return 'json';
  if (type.includes('rss') || type.includes('xml')) return 'xml';
  if (type.includes('html')) return 'html';
  const path = new URL(url).pathname;
  const match = /\.([a-z0-9]{2,5})$/i.exec(path);
  return match?.[1] ? match[1].toLowerCase() : 'txt';
}

export function snapshotKey(s: Snapshot): string {
  const iso = s.fetchedAt.toISOString();
  const time = iso.slice(11, 23).replace(/[:.]/g, '');
  return `${s.sourceId}/${iso.slice(0, 10)}/${time}-${sha256(s.body).slice(0, 16)}.${snapshotExtension(s.contentType, s.url)}`;
}

export const s3SnapshotStore: SnapshotStore = async (snapshot) => {
  const bucket = process.env.SNAPSHOTS_BUCKET;
  if (!bucket) throw new Error('SNAPSHOTS_BUCKET is not set');
  const key = snapshotKey(snapshot);
  await s3().send(
    new PutObjectCommand({
      Bucket: bucket,
      Key: key,
      Body: snapshot.body,
      ContentType: snapshot.contentType || 'application/octet-stream',
      Metadata: { 'source-url': encodeURI(snapshot.url) },
    }),
  );
  return key;
};
