import net from 'node:net';

/** Each local service, its default port and the environment variable that overrides it. */
const LOCAL_SERVICES = {
  dynamodb: { label: 'DynamoDB Local', env: 'DYNAMODB_PORT', defaultPort: 8000 },
  s3: { label: 'local S3 (s3rver)', env: 'S3_PORT', defaultPort: 4569 },
  ses: { label: 'local SES inbox', env: 'SES_PORT', defaultPort: 8005 },
  api: { label: 'local API gateway', env: 'API_PORT', defaultPort: 5000 },
  web: { label: 'SPA dev server (Vite)', env: 'WEB_PORT', defaultPort: 5173 },
} as const;

export type LocalService = keyof typeof LOCAL_SERVICES;
export type PortMap = Record<LocalService, number>;

export class PortBusyError extends Error {
  override readonly name = 'PortBusyError';
}

export function portsFromEnv(env: NodeJS.ProcessEnv = process.env): PortMap {
  const ports = {} as PortMap;
  for (const [service, { env: name, defaultPort }] of Object.entries(LOCAL_SERVICES)) {
    const raw = env[name];
    const port = raw === undefined || raw === '' ? defaultPort : Number(raw);
    if (!Number.isInteger(port) || port < 0 || port > 65_535) {
      throw new Error(`${name}=${raw} is not a valid port number (0-65535)`);
    }
    ports[service as LocalService] = port;
  }
  return ports;
}

/** Resolves port 0 to a free port, and fails with the fix when a fixed port is taken. */
export async function claimPort(service: LocalService, port: number): Promise<number> {
  const { label, env } = LOCAL_SERVICES[service];
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EADDRINUSE') {
        reject(
          new PortBusyError(
            `Port ${port} for the ${label} is busy. Stop whatever uses it (\`lsof -i :${port}\`) or choose another port: ${env}=<port> npm start`,
          ),
        );
      } else reject(error);
    });
    probe.listen({ port, host: '127.0.0.1', exclusive: true }, () => {
      const address = probe.address();
      const claimed = typeof address === 'object' && address ? address.port : port;
      probe.close(() => resolve(claimed));
    });
  });
}

export async function claimPorts(requested: PortMap): Promise<PortMap> {
  const claimed = {} as PortMap;
  for (const service of Object.keys(requested) as LocalService[]) {
    claimed[service] = await claimPort(service, requested[service]);
  }
  return claimed;
}
