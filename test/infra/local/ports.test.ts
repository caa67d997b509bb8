import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { claimPort, PortBusyError, portsFromEnv } from '#infra/local/services/ports.ts';

describe('local stack ports', () => {
  it('uses the documented defaults, each overridable by its variable', () => {
    expect(portsFromEnv({})).toEqual({ dynamodb: 8000, s3: 4569, ses: 8005, api: 5000, web: 5173 });
    expect(portsFromEnv({ API_PORT: '5050', WEB_PORT: '0' })).toMatchObject({ api: 5050, web: 0 });
    expect(() => portsFromEnv({ SES_PORT: 'abc' })).toThrow('SES_PORT=abc is not a valid port number');
  });

  it('explains a busy port and how to choose another', async () => {
    const blocker = net.createServer().listen(0, '127.0.0.1');
    await new Promise((resolve) => blocker.once('listening', resolve));
    const { port } = blocker.address() as net.AddressInfo;
    try {
      const claim = claimPort('api', port);
      await expect(claim).rejects.toBeInstanceOf(PortBusyError);
      await expect(claimPort('api', port)).rejects.toThrow(
        `Port ${port} for the local API gateway is busy. Stop whatever uses it (\`lsof -i :${port}\`) or choose another port: API_PORT=<port> npm start`,
      );
    } finally {
      blocker.close();
    }
  });

  it('hands out a free port for 0', async () => {
    expect(await claimPort('web', 0)).toBeGreaterThan(0);
  });
});
