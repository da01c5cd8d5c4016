import { useSyncExternalStore } from 'react';

export interface Notice {
  id: number;
  title: string;
  description: string;
  /** Destructive notices report a failure. */
  variant: 'default' | 'destructive';
}

let current: Notice | null = null;
let nextId = 1;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

/** Shows a notice, replacing the one on screen: one at a time (docs/requirements.md section 4). */
export function notify(notice: Omit<Notice, 'id'>): void {
  current = { ...notice, id: nextId++ };
  emit();
}

export function dismissNotice(id: number): void {
  if (current?.id !== id) return;
  current = null;
  emit();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function useNotice(): Notice | null {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
}
