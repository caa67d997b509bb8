import type { Server } from 'node:http';
import sesLocalModule from 'aws-ses-v2-local';

// A CommonJS module with `exports.default`: under Node's ESM loader the default import is the exports object.
const sesLocal = (sesLocalModule as unknown as { default?: typeof sesLocalModule }).default ?? sesLocalModule;

export interface SesLocal {
  endpoint: string;
  stop(): Promise<void>;
}

/** The local SES stand-in (v1 and v2 SendEmail): web inbox at `/`, mails as JSON at `GET /store`. */
export async function startSesLocal(port: number): Promise<SesLocal> {
  const server: Server = await sesLocal({ host: '127.0.0.1', port });
  return {
    endpoint: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
