import net from 'node:net';

/** Resolves when `port` is free on loopback, rejects with a clear message when it is taken. */
export function assertPortFree(port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', (error: NodeJS.ErrnoException) => {
      reject(
        new Error(
          error.code === 'EADDRINUSE'
            ? `Port ${port} is already in use. Stop what runs there or start with another port: PORT=8081 npm start`
            : `Cannot listen on port ${port}: ${error.code ?? error.message}`,
        ),
      );
    });
    probe.listen(port, () => probe.close(() => resolve()));
  });
}
