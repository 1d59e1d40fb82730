// Local S3: s3rver persisted on disk, with every bucket of LOCAL_BUCKETS created on start.
import { createCipheriv } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import S3rver from 's3rver';
import { createServer } from 'node:http';
import { closeServer, listenOn, LOOPBACK } from './ports';

/** Any local origin may POST (presigned uploads) and GET (download links); the presigned policy is the gate. */
const LOCAL_CORS = `<CORSConfiguration>
  <CORSRule>
    <AllowedOrigin>*</AllowedOrigin>
    <AllowedMethod>POST</AllowedMethod>
    <AllowedMethod>GET</AllowedMethod>
    <AllowedHeader>*</AllowedHeader>
    <MaxAgeSeconds>3000</MaxAgeSeconds>
  </CORSRule>
</CORSConfiguration>`;

export interface LocalS3 {
  port: number;
  endpoint: string;
  stop(): Promise<void>;
}

/**
 * s3rver encrypts list continuation tokens with DES, which OpenSSL 3 only offers with node's
 * --openssl-legacy-provider: without it, a paginated ListObjects fails (a single page works).
 */
export function s3PaginationAvailable(): boolean {
  try {
    createCipheriv('des', Buffer.alloc(8), Buffer.alloc(8));
    return true;
  } catch {
    return false;
  }
}

export async function startS3(options: {
  dir: string;
  port: number;
  buckets: readonly string[];
  envVar: string;
  command: string;
}): Promise<LocalS3> {
  mkdirSync(options.dir, { recursive: true });
  const server = new S3rver({
    silent: true,
    directory: options.dir,
    // Existing buckets keep their objects: s3rver only creates the ones that are missing.
    // The browser posts policy files to the documents bucket from the app's origin (CORS), as in AWS.
    configureBuckets: options.buckets.map((name) => ({ name, configs: [LOCAL_CORS] })),
  });
  await server.configureBuckets();
  // s3rver.run() would crash the process on a port in use (its listen error has no handler): listen here instead.
  const http = createServer(server.callback());
  const port = await listenOn(http, options.port, options.envVar, options.command);
  return { port, endpoint: `http://${LOOPBACK}:${port}`, stop: () => closeServer(http) };
}
