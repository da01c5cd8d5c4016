type Manifest = Record<string, { file: string; imports?: string[]; css?: string[]; isEntry?: boolean }>;

/** The client entry's script, the chunks it imports statically, and its stylesheets, from Vite's build manifest. */
export function entryFiles(manifest: Manifest): { scripts: string[]; stylesheets: string[] } {
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entry) throw new Error('The build manifest has no entry');
  const scripts = new Set<string>();
  const stylesheets = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is missing from the build manifest`);
    if (scripts.has(`/${chunk.file}`)) return;
    scripts.add(`/${chunk.file}`);
    chunk.css?.forEach((file) => stylesheets.add(`/${file}`));
    chunk.imports?.forEach(visit);
  };
  visit(entry);
  return { scripts: [...scripts], stylesheets: [...stylesheets] };
}
