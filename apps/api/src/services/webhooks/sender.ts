/**
 * One HTTP attempt of a webhook delivery: POST of the signed body with a hard time limit, so a slow
 * or hanging receiver costs at most `timeoutMs` of one worker slot and never touches a request of
 * the API. Only the first 1,024 characters of the answer are read and kept.
 */
import http from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import { guardedLookup, refusedAddress } from './address-policy.js';

/** Characters of a receiver's answer kept in the attempt log. */
export const RESPONSE_KEEP_CHARS = 1024;

export interface SendInput {
  url: string;
  body: string;
  headers: Record<string, string>;
  timeoutMs: number;
  allowLoopback: boolean;
}

export interface SendResult {
  /** HTTP status, or null when no answer came. */
  statusCode: number | null;
  responseBody: string | null;
  /** Why no usable answer came (timeout, connection refused, refused address). */
  error: string | null;
  durationMs: number;
  /** The address is refused by policy: retrying will not help. */
  refused: boolean;
}

/** Sends one attempt; never throws. */
export function sendWebhook(input: SendInput): Promise<SendResult> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  return new Promise<SendResult>((resolve) => {
    let done = false;
    const finish = (r: Omit<SendResult, 'durationMs'>) => {
      if (done) return;
      done = true;
      resolve({ ...r, durationMs: elapsed() });
    };
    let url: URL;
    try {
      url = new URL(input.url);
    } catch {
      return finish({
        statusCode: null,
        responseBody: null,
        error: 'Invalid URL',
        refused: true,
      });
    }
    // An IP literal is connected to without a DNS lookup: check it here.
    const host = url.hostname.replace(/^\[|\]$/g, '');
    if (isIP(host)) {
      const why = refusedAddress(host, input.allowLoopback);
      if (why)
        return finish({
          statusCode: null,
          responseBody: null,
          error: `Refused: ${why}`,
          refused: true,
        });
    }
    const lib = url.protocol === 'https:' ? https : http;
    const req = lib.request(url, {
      method: 'POST',
      headers: {
        ...input.headers,
        'content-type': 'application/json',
        'content-length': String(Buffer.byteLength(input.body)),
      },
      lookup: guardedLookup(input.allowLoopback),
      // Never follow redirects (node:http does not): a 3xx is recorded as a failed attempt.
    });
    const timer = setTimeout(() => {
      req.destroy(new Error(`Timed out after ${input.timeoutMs} ms`));
    }, input.timeoutMs);
    req.on('response', (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        text += chunk;
        if (text.length >= RESPONSE_KEEP_CHARS) {
          // Enough kept: stop reading a large or endless answer.
          clearTimeout(timer);
          finish({
            statusCode: res.statusCode ?? null,
            responseBody: text.slice(0, RESPONSE_KEEP_CHARS),
            error: null,
            refused: false,
          });
          res.destroy();
        }
      });
      res.on('end', () => {
        clearTimeout(timer);
        finish({
          statusCode: res.statusCode ?? null,
          responseBody: text,
          error: null,
          refused: false,
        });
      });
      res.on('error', (err) => {
        clearTimeout(timer);
        finish({
          statusCode: res.statusCode ?? null,
          responseBody: text.slice(0, RESPONSE_KEEP_CHARS),
          error: err.message,
          refused: false,
        });
      });
    });
    req.on('error', (err: Error & { code?: string }) => {
      clearTimeout(timer);
      finish({
        statusCode: null,
        responseBody: null,
        error: err.message || err.code || 'Request failed',
        refused: err.code === 'WEBHOOK_ADDRESS_REFUSED',
      });
    });
    req.end(input.body);
  });
}
