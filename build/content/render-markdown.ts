import { Marked } from 'marked';

const marked = new Marked({ gfm: true, async: false });

/**
 * Article Markdown as semantic HTML (headings, lists, links). The input is our own
 * committed content, never visitor text, so the HTML is trusted as it is.
 */
export function renderMarkdown(markdown: string): string {
  return marked.parse(markdown) as string;
}

/** One paragraph's Markdown (links, emphasis, code) as inline HTML, without the paragraph around it. */
export function renderInlineMarkdown(markdown: string): string {
  return marked.parseInline(markdown) as string;
}
