// Types for the two local stand-ins that ship without them (only what the local stack uses).

declare module 'dynalite' {
  import type { Server } from 'node:http';

  interface DynaliteOptions {
    /** LevelDB directory; in memory when absent. */
    path?: string;
    createTableMs?: number;
    deleteTableMs?: number;
    updateTableMs?: number;
    maxItemSizeKb?: number;
    verbose?: boolean;
  }
  function dynalite(options?: DynaliteOptions): Server;
  export default dynalite;
}

declare module 's3rver' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  interface S3rverOptions {
    silent?: boolean;
    directory?: string;
    resetOnClose?: boolean;
    allowMismatchedSignatures?: boolean;
    vhostBuckets?: boolean;
    configureBuckets?: { name: string; configs?: (string | Buffer)[] }[];
  }
  class S3rver {
    constructor(options?: S3rverOptions);
    /** Creates the configured buckets that do not exist yet; existing ones keep their objects. */
    configureBuckets(): Promise<void>;
    /** The Koa request listener, for serving from one's own http.Server. */
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
  }
  export default S3rver;
}

declare module '@joplin/turndown-plugin-gfm' {
  import type TurndownService from 'turndown';
  export const gfm: TurndownService.Plugin;
  export const tables: TurndownService.Plugin;
  export const strikethrough: TurndownService.Plugin;
}

declare module 'pdfjs-dist/legacy/build/pdf.worker.mjs';
