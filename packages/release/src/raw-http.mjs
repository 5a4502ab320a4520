import net from 'node:net';

/**
 * Sends one HTTP/1.1 request head over a plain TCP socket and reads until the server closes it,
 * for requests `fetch` will not send (CONNECT) and to see what a client receives byte for byte.
 * @param origin `http://127.0.0.1:<port>`
 * @param head the request line and headers, e.g. `CONNECT example.com:443 HTTP/1.1\r\nHost: …`
 * @returns the status code (0 when the server closed without answering), the raw answer, and
 *   whether the server closed the connection within `timeoutMs`
 */
export function rawRequest(origin, head, timeoutMs = 5000) {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname, () => socket.write(`${head}\r\n\r\n`));
    let answer = '';
    const done = (closed) => {
      clearTimeout(timer);
      socket.destroy();
      const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(answer)?.[1] ?? 0);
      resolve({ status, answer, closed });
    };
    const timer = setTimeout(() => done(false), timeoutMs);
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => (answer += chunk));
    socket.on('close', () => done(true));
    socket.on('error', (error) => {
      // A reset is the server hanging up on us: report what was received, like a close.
      if (error.code === 'ECONNRESET') return;
      clearTimeout(timer);
      reject(error);
    });
  });
}
