type Action = 'play' | 'pause';

/**
 * A play/pause button's accessible name and tooltip, which say what pressing it does next,
 * with both versions kept for site/behaviours/media-toggles.ts to swap.
 */
export function playPauseLabels(labels: Record<Action, string>, tooltips: Record<Action, string>, next: Action) {
  return {
    'aria-label': labels[next],
    'data-tooltip': tooltips[next],
    'data-label-play': labels.play,
    'data-label-pause': labels.pause,
    'data-tooltip-play': tooltips.play,
    'data-tooltip-pause': tooltips.pause,
  };
}
