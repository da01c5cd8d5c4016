/**
 * A decorative icon drawn from a symbol of an icon file (`/icons/*.svg`, each symbol's id its
 * name) in currentColor: the file is fetched once and cached, where path data inline would be
 * bytes of every page's first round trip (decisions 0031 and 0073).
 */
export function FileIcon({ file, name, size, className }: { file: string; name: string; size: number; className?: string }) {
  return (
    <svg className={className} width={size} height={size} aria-hidden="true" focusable="false">
      <use href={`${file}#${name}`} />
    </svg>
  );
}
