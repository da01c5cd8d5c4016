/** A container of rules: a stylesheet, or a block such as @media. */
type RuleList = CSSStyleSheet | CSSGroupingRule;

/** How long the merge runs in one task before it lets a key or a frame in. */
const SLICE_MS = 8;

const selectorsOf = (rule: CSSStyleRule) => rule.selectorText.split(', ');

/**
 * Whether `own`, a rule of a page's inline stylesheet, is `rule` of the whole one, perhaps cut
 * to the selectors the page uses: a part of its selectors, the same declarations. An @media
 * block is the same block when its condition is, an animation when its name is.
 */
function isSame(own: CSSRule, rule: CSSRule): boolean {
  if (own.constructor !== rule.constructor) return false;
  if (own instanceof CSSStyleRule && rule instanceof CSSStyleRule) {
    const selectors = selectorsOf(rule);
    return selectorsOf(own).every((selector) => selectors.includes(selector)) && own.style.cssText === rule.style.cssText;
  }
  if (own instanceof CSSMediaRule && rule instanceof CSSMediaRule) return own.conditionText === rule.conditionText;
  if (own instanceof CSSKeyframesRule && rule instanceof CSSKeyframesRule) return own.name === rule.name;
  return own.cssText === rule.cssText;
}

/** The first of `rules` from `from` on that `own` is, or -1. */
function firstSame(own: CSSRule, rules: CSSRule[], from: number): number {
  for (let index = from; index < rules.length; index++) if (isSame(own, rules[index]!)) return index;
  return -1;
}

/**
 * Inserts each rule of `source` that `target` lacks at its place among those it has, so the
 * cascade's order is the whole stylesheet's. `target`'s rules are `source`'s in the same order,
 * some cut to fewer selectors; one it has that `source` lacks from there on (a font face) is
 * passed over. Yields after each rule.
 */
function* merge(target: RuleList, source: CSSRuleList): Generator<void> {
  const rules = [...source];
  let at = 0;
  let index = 0;
  while (index < rules.length) {
    const own = target.cssRules[at];
    const next = own ? firstSame(own, rules, index) : rules.length;
    if (next === -1) {
      at++;
      continue;
    }
    for (; index < next; index++, at++) {
      target.insertRule(rules[index]!.cssText, at);
      yield;
    }
    const rule = rules[index];
    if (!own || !rule) return;
    if (own instanceof CSSGroupingRule) yield* merge(own, (rule as CSSGroupingRule).cssRules);
    // A rule cut to fewer selectors gets the whole rule just after it, which styles the same.
    else if (own.cssText !== rule.cssText) target.insertRule(rule.cssText, ++at);
    at++;
    index++;
    yield;
  }
}

const nextTask = () => new Promise((resolve) => setTimeout(resolve));

/**
 * Adds the rules of `source` that `target` lacks, in slices of about SLICE_MS. Rules inserted
 * into a sheet the page already has restyle only the elements they name; a new sheet or a new
 * @media block restyles every element (decision 0049).
 */
export async function mergeRules(target: CSSStyleSheet, source: CSSStyleSheet): Promise<void> {
  const steps = merge(target, source.cssRules);
  let sliceEnd = performance.now() + SLICE_MS;
  while (!steps.next().done) {
    if (performance.now() < sliceEnd) continue;
    await nextTask();
    sliceEnd = performance.now() + SLICE_MS;
  }
}
