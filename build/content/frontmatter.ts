/**
 * A content file: a YAML frontmatter block between `---` lines, then, for articles, a blank
 * line and the Markdown (the layout Prettier keeps).
 */
export interface FileParts {
  /** The YAML between the fences, with its last newline. */
  yaml: string;
  body: string;
}

const FENCED = /^---\n([\s\S]*?)^---\n/m;

/** How the YAML is written back (npm run typograf): long texts on one line, quoted as Prettier quotes them. */
export const YAML_STYLE = { lineWidth: 0, singleQuote: true } as const;

/** The file's frontmatter and body, or null when it does not open with a frontmatter block. */
export function splitFrontmatter(source: string): FileParts | null {
  const match = FENCED.exec(source);
  if (!match || match.index !== 0) return null;
  return { yaml: match[1]!, body: source.slice(match[0].length).replace(/^\n/, '') };
}

export function joinFrontmatter({ yaml, body }: FileParts): string {
  return `---\n${yaml}---\n${body ? `\n${body}` : ''}`;
}
