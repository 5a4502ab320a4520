/** A bare HTTP/1.1 exchange over a socket, for what a client library will not send (CONNECT). */
import { connect } from 'node:net';

/**
 * Writes `request` (the raw request text) to 127.0.0.1:`port` and collects what the server writes
 * until it closes the connection.
 * @returns the raw answer, status line, headers and body; rejects when nothing ends it in 15 s
 */
export function rawExchange(port: number, request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(request));
    let data = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (data += chunk));
    socket.on('end', () => resolve(data));
    socket.on('error', reject);
    socket.setTimeout(15_000, () => socket.destroy(new Error(`no end of answer: ${data}`)));
  });
}

/** The parts of a raw HTTP/1.1 answer: status code, lower-cased headers and body text. */
export function parseAnswer(raw: string): {
  status: number;
  headers: Record<string, string>;
  body: string;
} {
  const split = raw.indexOf('\r\n\r\n');
  const head = split < 0 ? raw : raw.slice(0, split);
  const [statusLine = '', ...lines] = head.split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
  }
  return {
    status: Number(statusLine.split(' ')[1]),
    headers,
    body: split < 0 ? '' : raw.slice(split + 4),
  };
}
