/**
 * `npm run typograf`: rewrites the Russian texts in place with the site's Russian typography
 * (scripts/russian-typography.ts). The files are the Russian sources: the content items'
 * Russian files (shared/content/<kind>/ru/*.md), `ru.ts` and `*-ru.ts` under shared/content
 * (page copy and legal texts), the dictionaries (dictionaryFiles: shared/i18n/ru.ts and the texts/
 * of platform/ and the features) and the Russian part, `ru`, of each kind's texts (kindTextsFiles).
 *
 * In a content file, the frontmatter's values and the Markdown after it change; keys stay, and
 * the frontmatter is written back as YAML only when one of its values changed. In a module,
 * TypeScript's parser finds the string and template literals, and only what is inside the
 * quotes changes: code, keys, imports and types stay as written. A template's `${…}` stays in
 * place, and typograf reads the text around it as it reads the text a page shows. No-break
 * spaces are written as the character itself. A second run changes nothing. `--check` lists
 * the files that would change and exits with 1, writing nothing.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { parseDocument, visit } from 'yaml';
import { joinFrontmatter, splitFrontmatter, YAML_STYLE } from '../build/content/frontmatter';
import { contentFiles } from '../build/content/read-content';
import { SUBSTITUTION, typographRussian } from './russian-typography';

const ROOT = join(import.meta.dirname, '..');

/** Where dictionaries are: the one of pages and islands, each feature's texts and the server's own. */
const DICTIONARY_FOLDERS = ['shared/i18n', 'platform/texts', 'site/texts', 'submissions/texts', 'desk/texts'];

/**
 * A language's dictionary files, relative to the project root, sorted: `en.ts`, `ru.ts`, or one
 * area's `<area>-en.ts`, `<area>-ru.ts`, each English one with its Russian twin beside it.
 */
export function dictionaryFiles(lang: 'en' | 'ru', root = ROOT): string[] {
  return DICTIONARY_FOLDERS.flatMap((folder) => readdirSync(join(root, folder)).map((file) => `${folder}/${file}`))
    .filter((file) => new RegExp(`(/|-)${lang}\\.ts$`).test(file))
    .sort();
}

/** Where each kind of form's texts are, one file per kind with both languages, beside their list. */
const KIND_TEXTS_FOLDER = 'shared/submissions/texts';
const KIND_TEXTS_LIST = 'kind-texts.ts';

/** The name of a kind's texts in Russian in its file: only that declaration is Russian source. */
export const RUSSIAN_PART = 'ru';

/** Each kind's texts file, relative to the project root, sorted: its English `en` and its Russian `ru`. */
export function kindTextsFiles(root = ROOT): string[] {
  return readdirSync(join(root, KIND_TEXTS_FOLDER))
    .filter((file) => file !== KIND_TEXTS_LIST)
    .map((file) => `${KIND_TEXTS_FOLDER}/${file}`)
    .sort();
}

/** The Russian source files, relative to the project root, sorted. */
export function russianSourceFiles(root = ROOT): string[] {
  const items = contentFiles(root).filter((file) => /\/ru\/[^/]+\.md$/.test(file));
  const modules = readdirSync(join(root, 'shared/content'), { recursive: true, encoding: 'utf8' })
    .map((file) => join('shared/content', file).replaceAll('\\', '/'))
    .filter((file) => !file.includes('/.generated/') && /(^|\/)(ru|[\w-]+-ru)\.ts$/.test(file));
  return [...items, ...modules, ...dictionaryFiles('ru', root), ...kindTextsFiles(root)].sort();
}

interface Edit {
  start: number;
  end: number;
  text: string;
}

/** How a literal's text is written back between its delimiters: only what must be escaped is. */
function escapeString(text: string, quote: "'" | '"'): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(new RegExp(quote, 'g'), `\\${quote}`)
    .replace(/\n/g, '\\n')
    .replace(/\r/g, '\\r')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

function escapeTemplate(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/`/g, '\\`').replace(/\$\{/g, '\\${');
}

/** Strings that are names, not text: property keys, module paths, literal types. */
function isText(node: ts.Node): boolean {
  const parent = node.parent;
  if (ts.isPropertyAssignment(parent) && parent.name === node) return false;
  if (ts.isImportDeclaration(parent) || ts.isExportDeclaration(parent) || ts.isExternalModuleReference(parent)) return false;
  if (ts.isLiteralTypeNode(parent)) return false;
  if (ts.isElementAccessExpression(parent) && parent.argumentExpression === node) return false;
  return true;
}

/** The edits that typograph one source file's literals (or only those of its declaration named `part`), in source order. */
function typographEdits(sourceFile: ts.SourceFile, part?: string): Edit[] {
  const edits: Edit[] = [];
  const visit = (node: ts.Node): void => {
    if ((ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) && isText(node)) {
      const typographed = typographRussian(node.text);
      if (typographed !== node.text) {
        const start = node.getStart(sourceFile);
        const delimiter = sourceFile.text[start] as "'" | '"' | '`';
        edits.push({
          start: start + 1,
          end: node.end - 1,
          text: delimiter === '`' ? escapeTemplate(typographed) : escapeString(typographed, delimiter),
        });
      }
      return;
    }
    if (ts.isTemplateExpression(node)) {
      const parts = [node.head, ...node.templateSpans.map((span) => span.literal)];
      // Each `${…}` becomes a placeholder that typograf keeps as it is, so the parts are read together.
      const joined = parts.map((part, index) => (index === 0 ? '' : `\uE000${index}\uE001`) + part.text).join('');
      const typographed = typographRussian(joined);
      if (typographed !== joined) {
        const placeholders = typographed.match(SUBSTITUTION) ?? [];
        if (
          placeholders.join() !==
          parts
            .slice(1)
            .map((_, index) => `\uE000${index + 1}\uE001`)
            .join()
        ) {
          throw new Error(`${sourceFile.fileName}: typograf moved a \${…} of the template at ${node.getStart(sourceFile)}`);
        }
        const texts = typographed.split(SUBSTITUTION);
        parts.forEach((part, index) => {
          if (texts[index] === part.text) return;
          const start = part.getStart(sourceFile) + 1; // after ` or }
          const end = part.end - (ts.isTemplateTail(part) ? 1 : 2); // before ` or ${
          edits.push({ start, end, text: escapeTemplate(texts[index]!) });
        });
      }
      for (const span of node.templateSpans) visit(span.expression);
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(part === undefined ? sourceFile : declaration(sourceFile, part));
  return edits;
}

/** What the top-level declaration named `name` is set to. */
function declaration(sourceFile: ts.SourceFile, name: string): ts.Expression {
  for (const statement of sourceFile.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    const found = statement.declarationList.declarations.find((item) => ts.isIdentifier(item.name) && item.name.text === name);
    if (found?.initializer) return found.initializer;
  }
  throw new Error(`${sourceFile.fileName}: no declaration of ${name}`);
}

/** A content file with its Russian texts typographed: the frontmatter's values and the Markdown. */
export function typographContentFile(fileName: string, source: string): string {
  const parts = splitFrontmatter(source);
  if (!parts) throw new Error(`${fileName}: no frontmatter block`);
  const yaml = parseDocument(parts.yaml);
  let changed = false;
  visit(yaml, {
    Scalar(key, node) {
      if (key === 'key' || typeof node.value !== 'string') return;
      const typographed = typographRussian(node.value);
      changed ||= typographed !== node.value;
      node.value = typographed;
    },
  });
  return joinFrontmatter({ yaml: changed ? yaml.toString(YAML_STYLE) : parts.yaml, body: typographRussian(parts.body) });
}

/** The module's source with its Russian texts typographed: all of it, or only its declaration named `part` (a kind's texts' `ru`). */
export function typographSource(fileName: string, source: string, part?: string): string {
  const sourceFile = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  let result = source;
  for (const edit of typographEdits(sourceFile, part).reverse()) result = result.slice(0, edit.start) + edit.text + result.slice(edit.end);
  return result;
}

function main(): void {
  const check = process.argv.includes('--check');
  const changed: string[] = [];
  const kindTexts = new Set(kindTextsFiles());
  for (const file of russianSourceFiles()) {
    const path = join(ROOT, file);
    const source = readFileSync(path, 'utf8');
    const typographed = file.endsWith('.md')
      ? typographContentFile(file, source)
      : typographSource(file, source, kindTexts.has(file) ? RUSSIAN_PART : undefined);
    if (typographed === source) continue;
    changed.push(relative(ROOT, path));
    if (!check) writeFileSync(path, typographed);
  }
  const verb = check ? 'would change' : 'changed';
  console.log(changed.length ? `${verb}:\n${changed.map((file) => `  ${file}`).join('\n')}` : 'Russian texts already typographed');
  if (check && changed.length) process.exitCode = 1;
}

if (process.argv[1] && resolve(process.argv[1]) === import.meta.filename) main();
