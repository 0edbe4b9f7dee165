/**
 * The HTTP layer of the Node server: the router behind @hono/node-server, with Node's parser
 * limits raised and its own refusals answered in the API's JSON envelope. Node's parser
 * rejects a request line and headers over 16 KB with a bare 431 and a malformed request (a
 * raw space in the query, a control character) with a bare 400, before the router sees them.
 * Here the header limit is 64 KB, so a URL between 16 KB and 64 KB reaches the router, which
 * answers 414 uri_too_long in the envelope; larger requests and malformed ones are answered
 * on the socket with the same envelope, a request id and the CORS headers of a success.
 */
import type { Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { serve } from '@hono/node-server';
import { CORS_HEADERS, MAX_URL_LENGTH } from '../api/app';
import { randomHex } from '../store/types';

/** Request line plus headers, in bytes (Node's default is 16 KB). */
export const MAX_HEADER_BYTES = 64 * 1024;

export interface ServeOptions {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  fetch: (req: Request, env: any) => Response | Promise<Response>;
  port: number;
  hostname: string;
}

/** Starts the server (the options of @hono/node-server's serve); `onListen` receives the bound port. */
export function serveApi(o: ServeOptions, onListen: (info: { port: number }) => void): Server {
  const server = serve(
    { fetch: o.fetch, port: o.port, hostname: o.hostname, serverOptions: { maxHeaderSize: MAX_HEADER_BYTES } },
    (info) => onListen(info),
  ) as Server;
  server.on('clientError', (err: NodeJS.ErrnoException, socket: Duplex) => answerClientError(err, socket));
  return server;
}

/** The envelope for a request Node's parser refused (the router never saw it). */
export function clientErrorAnswer(code: string | undefined): { status: number; reason: string; body: { error: { code: string; message: string; request_id: string } } } {
  const request_id = `req_${randomHex(12)}`;
  if (code === 'HPE_HEADER_OVERFLOW') {
    return {
      status: 431, reason: 'Request Header Fields Too Large',
      body: { error: { code: 'headers_too_large', message: `the request line and headers exceed ${MAX_HEADER_BYTES} bytes (a URL may have at most ${MAX_URL_LENGTH} characters)`, request_id } },
    };
  }
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT' || code === 'HPE_HEADERS_TIMEOUT') {
    return { status: 408, reason: 'Request Timeout', body: { error: { code: 'bad_request', message: 'the request was not received in time', request_id } } };
  }
  return {
    status: 400, reason: 'Bad Request',
    body: { error: { code: 'bad_request', message: `malformed HTTP request (${code ?? 'parse error'}): a URL must not contain raw spaces or control characters; percent-encode them (a space is %20)`, request_id } },
  };
}

function answerClientError(err: NodeJS.ErrnoException, socket: Duplex): void {
  if (err.code === 'ECONNRESET' || !socket.writable) { socket.destroy(); return; }
  const a = clientErrorAnswer(err.code);
  const body = JSON.stringify(a.body);
  const headers: Record<string, string> = {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': String(Buffer.byteLength(body)),
    'X-Request-Id': a.body.error.request_id,
    ...CORS_HEADERS,
    Connection: 'close',
  };
  const head = `HTTP/1.1 ${a.status} ${a.reason}\r\n${Object.entries(headers).map(([k, v]) => `${k}: ${v}`).join('\r\n')}\r\n\r\n`;
  socket.end(head + body);
}
