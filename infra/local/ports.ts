// Binding local servers to 127.0.0.1, and the one-line error a port in use gives (naming the env var to change).
import { createServer, type Server } from 'node:net';

export class PortInUseError extends Error {
  constructor(
    readonly port: number,
    readonly envVar: string,
    command: string,
  ) {
    super(`Port ${port} is in use. Set ${envVar} to a free port, e.g. ${envVar}=${port + 1} ${command}`);
    this.name = 'PortInUseError';
  }
}

export const LOOPBACK = '127.0.0.1';

/** Listens on 127.0.0.1 and resolves the bound port; EADDRINUSE becomes a PortInUseError. */
export function listenOn(server: Server, port: number, envVar: string, command: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const onError = (error: NodeJS.ErrnoException) => {
      server.removeListener('listening', onListening);
      reject(error.code === 'EADDRINUSE' ? new PortInUseError(port, envVar, command) : error);
    };
    const onListening = () => {
      server.removeListener('error', onError);
      const address = server.address();
      resolve(typeof address === 'object' && address ? address.port : port);
    };
    server.once('error', onError);
    server.once('listening', onListening);
    server.listen(port, LOOPBACK);
  });
}

/** Fails fast, before anything starts, when a fixed port is taken (port 0 is always free). */
export async function assertPortFree(port: number, envVar: string, command: string): Promise<void> {
  if (port === 0) return;
  const probe: Server = createServer();
  await listenOn(probe, port, envVar, command);
  await new Promise<void>((resolve) => probe.close(() => resolve()));
}

interface Closable {
  close(callback?: (error?: Error) => void): unknown;
  closeAllConnections?: () => void;
  listening?: boolean;
}

/** Closes a server without waiting for idle keep-alive sockets of SDK clients to time out. */
export function closeServer(server: Closable): Promise<void> {
  return new Promise((resolve, reject) => {
    if (server.listening === false) return resolve();
    server.close((error?: Error) => {
      const code = (error as NodeJS.ErrnoException | undefined)?.code;
      if (error && code !== 'ERR_SERVER_NOT_RUNNING') reject(error);
      else resolve();
    });
    server.closeAllConnections?.();
  });
}
