/**
 * The Prometheus listener: GET /metrics on its own port (METRICS_PORT, bound to METRICS_HOST,
 * 127.0.0.1 by default) so the metrics never share the public API port. Anything else is 404.
 */
import { createServer, type Server } from 'node:http';

/**
 * Starts the listener. @param render returns the exposition text @returns the listening server
 * @throws when the port cannot be bound
 */
export function serveMetrics(
  render: () => Promise<string>,
  contentType: string,
  where: { metricsPort: number; metricsHost: string },
): Promise<Server> {
  const server = createServer((req, res) => {
    if (req.method !== 'GET' || req.url?.split('?')[0] !== '/metrics') {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found\n');
      return;
    }
    render().then(
      (text) => res.writeHead(200, { 'content-type': contentType }).end(text),
      (err: unknown) => {
        console.error(`metrics unavailable: ${err instanceof Error ? err.message : String(err)}`);
        res.writeHead(503, { 'content-type': 'text/plain' }).end('Metrics unavailable\n');
      },
    );
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(where.metricsPort, where.metricsHost, () => resolve(server));
  });
}
