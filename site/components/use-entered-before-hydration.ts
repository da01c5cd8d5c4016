import { useEffect, useEffectEvent, type RefObject } from 'react';

/**
 * What a visitor typed or chose in `form` before the page hydrated: React keeps it in the
 * fields but not in state, so on mount the state takes it over (fields are read by name).
 */
export function useEnteredBeforeHydration(form: RefObject<HTMLFormElement | null>, take: (entered: Map<string, string>) => void): void {
  // Once, for what happened before this component ran; later input goes through its handlers.
  const takeOver = useEffectEvent(() => {
    if (!form.current) return;
    take(new Map([...new FormData(form.current)].map(([name, value]) => [name, String(value)] as const)));
  });
  useEffect(() => takeOver(), []);
}
