import net from 'node:net';

/**
 * What the proxy does with connections: pass them to the service, refuse them (nothing listens on
 * the port: the client gets ECONNREFUSED), or hang them (accept, read the request, never answer).
 */
export type ProxyMode = 'pass' | 'refuse' | 'hang';

export interface FaultProxy {
  /** `http://127.0.0.1:<port>`: what the client under test is pointed at. */
  readonly endpoint: string;
  readonly mode: ProxyMode;
  /**
   * Switches mode. Connections open at the switch are cut (a service that goes down or starts
   * hanging does not keep serving its keep-alive connections), except hung ones when the service
   * comes back: a black-holed connection stays silent until the client's own timeout ends it.
   */
  setMode(mode: ProxyMode): Promise<void>;
  stop(): Promise<void>;
}

/**
 * A small TCP proxy in front of a service that runs inside this process (the SES stand-in), so a
 * test can give the SDK a real network fault: a refused connection or a silent one.
 */
export async function startFaultProxy(upstreamPort: number): Promise<FaultProxy> {
  let mode: ProxyMode = 'pass';
  const passing = new Set<net.Socket>();
  const hanging = new Set<net.Socket>();

  const server = net.createServer((client) => {
    client.on('error', () => undefined);
    if (mode === 'hang') {
      hanging.add(client);
      client.on('close', () => hanging.delete(client));
      client.resume();
      return;
    }
    const upstream = net.connect({ port: upstreamPort, host: '127.0.0.1' });
    upstream.on('error', () => client.destroy());
    client.on('close', () => {
      passing.delete(client);
      upstream.destroy();
    });
    upstream.on('close', () => client.destroy());
    passing.add(client);
    client.pipe(upstream);
    upstream.pipe(client);
  });

  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen({ port, host: '127.0.0.1', exclusive: true }, () => {
        server.off('error', reject);
        resolve();
      });
    });
  const close = () => new Promise<void>((resolve) => (server.listening ? server.close(() => resolve()) : resolve()));

  await listen(0);
  const port = (server.address() as net.AddressInfo).port;

  return {
    endpoint: `http://127.0.0.1:${port}`,
    get mode() {
      return mode;
    },
    async setMode(next) {
      if (next === mode) return;
      for (const socket of passing) socket.destroy();
      if (next === 'refuse') {
        for (const socket of hanging) socket.destroy();
        mode = next;
        await close();
        return;
      }
      mode = next;
      if (!server.listening) await listen(port);
    },
    async stop() {
      for (const socket of [...passing, ...hanging]) socket.destroy();
      await close();
    },
  };
}
