import { reportToIndexNow } from './report-to-indexnow';
import { startTooltipsOnFirstUse } from '../tooltips/start-tooltips-on-first-use';
import { startHeaderMenu } from './header-menu';
import { startHoverPrefetch } from './hover-prefetch';
import { startImageFallback } from './image-fallback';
import { startLanguageSwitch } from './language-switch';
import { startMediaToggles } from './media-toggles';
import { startReveal } from './reveal';
import { startServiceHighlight } from './service-highlight';
import { startSolidHeader } from './solid-header';

/** What every page does in the browser without React, small scripts over the server's HTML: how each starts, in order. */
export const BEHAVIOURS = [
  startImageFallback,
  startSolidHeader,
  startHeaderMenu,
  startLanguageSwitch,
  startReveal,
  startMediaToggles,
  startServiceHighlight,
  startHoverPrefetch,
  startTooltipsOnFirstUse,
  reportToIndexNow,
];
