const SELECTOR = 'img[data-fallback-src]';

function showFallback(img: HTMLImageElement): void {
  if (img.dataset.fallbackUsed) return;
  console.warn(`Blog image failed to load, showing the fallback instead: ${img.currentSrc || img.src}`);
  // A new element, so the browser drops the failed request at once.
  const replacement = img.cloneNode() as HTMLImageElement;
  replacement.dataset.fallbackUsed = 'true';
  replacement.srcset = img.dataset.fallbackSrcset ?? '';
  replacement.src = img.dataset.fallbackSrc ?? '';
  img.replaceWith(replacement);
}

/**
 * docs/requirements.md section 8: a blog picture that fails to load is replaced by the fallback stock photo.
 * Errors do not bubble, so the document listens in the capture phase; a picture that failed
 * before this script ran is complete without any pixels.
 */
export function startImageFallback(): void {
  document.addEventListener(
    'error',
    (event) => {
      if (event.target instanceof HTMLImageElement && event.target.matches(SELECTOR)) showFallback(event.target);
    },
    true,
  );
  for (const img of document.querySelectorAll<HTMLImageElement>(SELECTOR)) {
    if (img.complete && img.naturalWidth === 0) showFallback(img);
  }
}
