import net from 'node:net';

/**
 * A TCP proxy to `target` that can be cut like a database going away: `cut()` drops every
 * connection and stops listening (new ones are refused, as by a stopped PostgreSQL); `restore()`
 * listens on the same port again.
 */
export async function startTcpCut(target: { host: string; port: number }) {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(target);
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('close', () => sockets.delete(s));
      s.on('error', () => {
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream).pipe(client);
  });
  const listen = (port: number) =>
    new Promise<number>((resolve) =>
      server.listen(port, '127.0.0.1', () => resolve((server.address() as net.AddressInfo).port)),
    );
  const port = await listen(0);
  const close = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      for (const s of sockets) s.destroy();
    });
  return {
    port,
    cut: close,
    restore: async () => {
      await listen(port);
    },
    close,
  };
}
