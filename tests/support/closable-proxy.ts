// A TCP pass-through in front of a service that a test can take away and bring back on the same
// port: while it is down, connections are refused, as from a service that is gone.
import { createConnection, createServer, type Server, type Socket } from 'node:net';
import { freePort } from '../../scripts/free-port.ts';

export interface ClosableProxy {
  url: string;
  /** Refuses new connections and cuts the open ones. */
  down(): Promise<void>;
  /** Listens again on the same port. */
  up(): Promise<void>;
}

export async function startClosableProxy(targetPort: number): Promise<ClosableProxy> {
  const port = await freePort();
  const sockets = new Set<Socket>();
  let server: Server | null = null;

  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  };
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const next = createServer((client) => {
        const upstream = createConnection({ host: '127.0.0.1', port: targetPort });
        track(client);
        track(upstream);
        client.pipe(upstream).pipe(client);
        client.on('error', () => upstream.destroy());
        upstream.on('error', () => client.destroy());
      });
      next.once('error', reject);
      next.listen(port, '127.0.0.1', () => {
        server = next;
        resolve();
      });
    });

  await listen();
  return {
    url: `http://127.0.0.1:${port}`,
    async down() {
      const closing = server;
      server = null;
      if (!closing) return;
      const closed = new Promise<void>((resolve) => closing.close(() => resolve()));
      for (const socket of sockets) socket.destroy();
      await closed;
    },
    async up() {
      if (!server) await listen();
    },
  };
}
