/** The marquee button's icon: what pressing it does next. */
export const MARQUEE_ICONS = { play: 'M7 4.5v15l12-7.5z', pause: 'M6 4h4v16H6zM14 4h4v16h-4z' } as const;
