import { request, type IncomingHttpHeaders, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { connect, type Socket } from 'node:net';
import type { Express } from 'express';

/**
 * HTTP/1.1 by hand over a TCP socket, for what supertest cannot send: a body cut off midway,
 * chunked uploads, a client that hangs up. Answers are read as the app sends them (with Content-Length).
 */

export interface RawAnswer {
  status: number;
  /** Header names in lower case. */
  headers: Record<string, string>;
  body: string;
}

/** The app listening on 127.0.0.1, on a port of the system's choosing. */
export async function listenLocally(app: Express): Promise<{ server: Server; port: number }> {
  const server = await new Promise<Server>((resolve, reject) => {
    const listening = app.listen(0, '127.0.0.1', (error?: Error) => (error ? reject(error) : resolve(listening)));
  });
  return { server, port: (server.address() as AddressInfo).port };
}

export function openSocket(port: number): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => resolve(socket));
    socket.once('error', reject);
  });
}

/**
 * Writes a request: with `chunked`, each buffer is one chunk and there is no Content-Length;
 * otherwise Content-Length is `contentLength` when given (to promise more than is sent), else the body's size.
 */
export function writeRequest(
  socket: Socket,
  {
    method = 'POST',
    path,
    headers = {},
    body,
    chunked = false,
    contentLength,
  }: { method?: string; path: string; headers?: Record<string, string>; body: Buffer[]; chunked?: boolean; contentLength?: number },
): void {
  const size = body.reduce((total, part) => total + part.length, 0);
  const framing = chunked ? { 'Transfer-Encoding': 'chunked' } : { 'Content-Length': String(contentLength ?? size) };
  const lines = Object.entries({ Host: '127.0.0.1', ...headers, ...framing }).map(([name, value]) => `${name}: ${value}\r\n`);
  socket.write(`${method} ${path} HTTP/1.1\r\n${lines.join('')}\r\n`);
  for (const part of body) {
    if (part.length === 0) continue;
    if (chunked) socket.write(`${part.length.toString(16)}\r\n`);
    socket.write(part);
    if (chunked) socket.write('\r\n');
  }
  if (chunked) socket.write('0\r\n\r\n');
}

/**
 * The first answer on `socket`. Errors after it (the server closing while the body is still
 * being sent) are expected and ignored; a connection that ends without an answer rejects.
 */
export function readAnswer(socket: Socket): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    let received = Buffer.alloc(0);
    let answered = false;
    socket.on('error', () => {});
    socket.on('data', (chunk: Buffer) => {
      if (answered) return;
      received = Buffer.concat([received, chunk]);
      const headEnd = received.indexOf('\r\n\r\n');
      if (headEnd === -1) return;
      const [statusLine = '', ...headerLines] = received.subarray(0, headEnd).toString('latin1').split('\r\n');
      const headers = Object.fromEntries(
        headerLines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
      );
      const body = received.subarray(headEnd + 4);
      if (body.length < Number(headers['content-length'] ?? 0)) return;
      answered = true;
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body: body.toString('utf8') });
    });
    socket.on('close', () => {
      if (!answered) reject(new Error('The connection closed without an answer'));
    });
  });
}

/** What came back on the wire: the headers both parsed and as the lines were sent (rawHeaders: name, value, …), the body's bytes as sent. */
export interface WireAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  rawHeaders: string[];
  /** The bytes of the status line and the headers, as sent before the body. */
  headBytes: number;
  body: Buffer;
}

/** The bytes of an answer's status line and header lines, with the blank line that ends them. */
export function headBytesOf(res: IncomingMessage): number {
  let head = `HTTP/${res.httpVersion} ${res.statusCode} ${res.statusMessage}\r\n`;
  for (let i = 0; i < res.rawHeaders.length; i += 2) head += `${res.rawHeaders[i]}: ${res.rawHeaders[i + 1]}\r\n`;
  return Buffer.byteLength(`${head}\r\n`, 'latin1');
}

/** A request to the app on a port of its own, answered as sent (supertest and fetch would decode the bytes and join repeated headers). */
export async function rawRequest(
  app: Express,
  { method = 'GET', path, headers = {}, body }: { method?: string; path: string; headers?: Record<string, string>; body?: string },
): Promise<WireAnswer> {
  const { server, port } = await listenLocally(app);
  try {
    const res = await new Promise<IncomingMessage>((resolve, reject) =>
      request({ host: '127.0.0.1', port, method, path, headers }, resolve).on('error', reject).end(body),
    );
    const chunks: Buffer[] = [];
    for await (const chunk of res) chunks.push(chunk as Buffer);
    return {
      status: res.statusCode ?? 0,
      headers: res.headers,
      rawHeaders: res.rawHeaders,
      headBytes: headBytesOf(res),
      body: Buffer.concat(chunks),
    };
  } finally {
    server.close();
  }
}

/** A GET answered with the bytes on the wire, as sent. */
export const rawGet = (app: Express, path: string, acceptEncoding: string, userAgent?: string): Promise<WireAnswer> =>
  rawRequest(app, { path, headers: { 'Accept-Encoding': acceptEncoding, ...(userAgent ? { 'User-Agent': userAgent } : {}) } });
