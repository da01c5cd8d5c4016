import postcss from 'postcss';

/**
 * A stylesheet split into its @font-face rules and everything else. A kept page inlines the
 * faces whole (Beasties does not follow the custom properties that name the fonts) and later
 * loads the rest (decision 0027): the same faces added a second time make Chromium lay the
 * whole page out again, 28 ms on `/en` here and four times that on a slow phone.
 */
export function splitFontFaces(css: string): { faces: string; rules: string } {
  const root = postcss.parse(css);
  const faces: string[] = [];
  root.walkAtRules('font-face', (rule) => {
    faces.push(rule.toString());
    rule.remove();
  });
  return { faces: faces.join(''), rules: root.toString() };
}

/** Where the build writes a stylesheet's rules without its font faces: beside it, named after it. */
export const rulesStylesheetOf = (stylesheet: string) => stylesheet.replace(/\.css$/, '.rules.css');
