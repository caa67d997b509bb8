import type { Server } from 'node:http';
import sesLocalModule from 'aws-ses-v2-local';
import type { ServiceInstance } from './supervisor';

// A CommonJS module with `exports.default`: under Node's ESM loader the default import is the exports object.
const sesLocal = (sesLocalModule as unknown as { default?: typeof sesLocalModule }).default ?? sesLocalModule;

export interface SesLocal extends ServiceInstance {
  endpoint: string;
  /** Its HTTP server, inside this process. */
  server: Server;
}

/**
 * The local SES stand-in (v1 and v2 SendEmail): web inbox at `/`, mails as JSON at `GET /store`.
 * It runs inside this process and keeps its mails in this process's memory (the package's module
 * state), so a new server started after one closed still holds them; they go when the process ends.
 */
export async function startSesLocal(port: number): Promise<SesLocal> {
  const server: Server = await sesLocal({ host: '127.0.0.1', port });
  return {
    endpoint: `http://127.0.0.1:${port}`,
    server,
    ended: new Promise((resolve) => server.once('close', () => resolve('server closed'))),
    stop: () =>
      new Promise((resolve) => {
        if (!server.listening) return resolve();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
