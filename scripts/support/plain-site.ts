/**
 * The floor the site is measured against (issue 27, points 1 and 5): plain, self-contained
 * HTML pages with no script and no external resource, served from memory on 127.0.0.1 by a
 * bare node:http server, started and stopped by the measuring script itself. It runs in that
 * script's process: the browser does the work measured here, and answering a 1 KB page from
 * memory costs the process next to nothing.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A valid, self-contained page; the empty icon saves the favicon request, whose 404 would be a console error that Best Practices counts. */
const plainPage = (title: string, description: string, body: string) => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="data:,">
<meta name="description" content="${description}">
<title>${title}</title>
</head>
<body>
<main>
<h1>${title}</h1>
${body}
</main>
</body>
</html>
`;

/** A page of text: the audit's floor. */
const TEXT_PAGE = plainPage(
  'A plain page',
  "A plain HTML page, the floor that the site's Lighthouse scores are read against.",
  `<p>This page is static HTML: no script, no stylesheet, no image and no web font. Whatever
Lighthouse finds to take off its Performance score comes from the machine it runs on.</p>
<p>The audit runs it three times beside the site's pages, in the same browser, so that a page
that scores lower than this one is measured against what the machine allows at that moment.</p>
<p>Its text is short, its markup valid, and it has a language, a viewport, a title and a
description, so that it scores full marks in Accessibility, Best Practices and SEO too.</p>
<p><a href="/form">The plain form</a></p>`,
);

/** A form with a text field and a select: the first touch's floor. */
const FORM_PAGE = plainPage(
  'A plain form',
  "A plain HTML form, the floor that the site's forms' first touch is read against.",
  `<form action="/form" method="get">
<p><label for="name">Name</label><br><input id="name" name="name" type="text" autocomplete="name"></p>
<p><label for="topic">Topic</label><br><select id="topic" name="topic"><option>Design</option><option>Development</option></select></p>
<p><button type="submit">Send</button></p>
</form>`,
);

const PAGES = new Map([
  ['/', TEXT_PAGE],
  ['/form', FORM_PAGE],
]);

export interface PlainSite {
  /** The URL of the page of text. */
  page: string;
  /** The URL of the form. */
  form: string;
}

/** Runs `use` against the plain pages, then stops their server, also when `use` throws. */
export async function withPlainSite<T>(use: (site: PlainSite) => Promise<T>): Promise<T> {
  const server = createServer((request, response) => {
    const body = PAGES.get(new URL(request.url ?? '/', 'http://127.0.0.1').pathname);
    if (body === undefined) response.writeHead(404).end();
    else response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Length': Buffer.byteLength(body) }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    return await use({ page: `${origin}/`, form: `${origin}/form` });
  } finally {
    // The browser keeps its connections open; close() alone would wait for them.
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}
