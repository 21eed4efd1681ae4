// A TCP pass-through in front of a service that a test can take away and bring back: while it
// is down, every connection is cut at once, as by a service that is gone.
// It keeps its port the whole time. Were it to close the port and bind it again, something
// else could take the port in between.
import { createConnection, createServer, type Socket } from 'node:net';
import { freePort } from '../../scripts/free-port.ts';

export interface ClosableProxy {
  url: string;
  /** Cuts the open connections and every new one. */
  down(): Promise<void>;
  /** Passes connections through again. */
  up(): Promise<void>;
  /** Stops listening. */
  close(): Promise<void>;
}

export async function startClosableProxy(targetPort: number): Promise<ClosableProxy> {
  const port = await freePort();
  const sockets = new Set<Socket>();
  let isUp = true;

  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  };
  const server = createServer((client) => {
    if (!isUp) {
      client.resetAndDestroy();
      return;
    }
    const upstream = createConnection({ host: '127.0.0.1', port: targetPort });
    track(client);
    track(upstream);
    client.pipe(upstream).pipe(client);
    client.on('error', () => upstream.destroy());
    upstream.on('error', () => client.destroy());
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });

  return {
    url: `http://127.0.0.1:${port}`,
    async down() {
      isUp = false;
      for (const socket of sockets) socket.destroy();
    },
    async up() {
      isUp = true;
    },
    async close() {
      isUp = false;
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
