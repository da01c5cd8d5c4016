import type { en } from './en';

/** A texts object's shape with every leaf a string: what another language's texts must match, key for key. */
export type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };

/**
 * The strings pages and islands render with, on the server and in the browser: the English
 * dictionary's shape with every leaf a string, what each language must provide. Texts only the
 * server reads are beside their features (site/texts, submissions/texts, desk/texts, platform/texts).
 */
export type Dictionary = Widen<typeof en>;

type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** Dotted path of every string in the dictionary, e.g. "nav.services". */
export type MessageKey = Leaves<Dictionary>;

export type MessageVars = Record<string, string | number>;

/**
 * Looks a key up. A key the dictionary lacks (possible only through an unchecked cast or a
 * stale bundle) is logged and shown as itself, so the page still renders.
 */
export function translate(dict: Dictionary, key: MessageKey, vars?: MessageVars): string {
  const value = key.split('.').reduce<unknown>((node, part) => {
    return node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
  }, dict);
  if (typeof value !== 'string') {
    console.error(`Missing translation key: ${key}`);
    return key;
  }
  return vars ? fillPlaceholders(value, vars) : value;
}

/** A dictionary text with its {placeholders} filled in; one without a value stays as written. */
export function fillPlaceholders(text: string, vars: MessageVars): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
}
