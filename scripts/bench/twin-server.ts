/**
 * The twin the server is measured against: a bare Express app (default settings, so a weak
 * ETag hashed per response) with one GET route per captured path, which sends the page's
 * bytes from memory with the same Content-Type. The variant is the one captured with the
 * request's exact User-Agent; any other User-Agent gets a 404. Started by twin.ts, which
 * sends the pages and receives the port over IPC; it exits when the benchmark does (the IPC
 * channel closes).
 */
import type { AddressInfo } from 'node:net';
import express from 'express';
import type { CapturedPage } from './twin';

function serve(pages: CapturedPage[]): void {
  const app = express();
  app.disable('x-powered-by');
  for (const path of new Set(pages.map((page) => page.path))) {
    const variants = new Map(
      pages
        .filter((page) => page.path === path)
        // IPC delivers a Buffer as a plain Uint8Array, which res.send would turn into JSON.
        .map((page) => [page.userAgent, { ...page, body: Buffer.from(page.body.buffer, page.body.byteOffset, page.body.byteLength) }]),
    );
    app.get(path, (req, res) => {
      const page = variants.get(req.get('user-agent') ?? '');
      if (page) res.type(page.contentType).send(page.body);
      else res.sendStatus(404);
    });
  }
  const server = app.listen(0, () => process.send?.((server.address() as AddressInfo).port));
}

process.once('message', (pages) => serve(pages as CapturedPage[]));
process.once('disconnect', () => process.exit());
