/**
 * The sources a browser allows for a fetch directive under `policy`: the directive's own, or
 * default-src's where the policy leaves it out (the fallback every fetch directive here has).
 */
export function sourcesOf(policy: string, directive: string): string | undefined {
  const directives = new Map(
    policy.split(';').map((entry) => {
      const [name = '', ...sources] = entry.trim().split(/\s+/);
      return [name, sources.join(' ')] as const;
    }),
  );
  return directives.get(directive) ?? directives.get('default-src');
}
