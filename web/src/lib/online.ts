import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { api, watchReachability } from './api';

/** While the server cannot be reached, how often to look again without waiting for an event. */
const LOOK_AGAIN_MS = 15_000;
let lookingAgain: ReturnType<typeof setInterval> | undefined;

/** Any answer from the server tells the listener below it is reachable again. */
function lookAgain() {
  api('GET /api/health').catch(() => undefined);
}

/**
 * The app's one idea of being online, kept by TanStack Query's online manager (which pauses
 * reads offline and resumes them after): the browser's online and offline events, and what each
 * request found. Offline because a request failed, it looks again every few seconds.
 */
function setReachable(reachable: boolean) {
  if (reachable) {
    clearInterval(lookingAgain);
    lookingAgain = undefined;
  } else {
    lookingAgain ??= setInterval(lookAgain, LOOK_AGAIN_MS);
  }
  if (onlineManager.isOnline() !== reachable) onlineManager.setOnline(reachable);
}

/** Starts following the network: at app start, before the first request. */
export function followReachability(): void {
  // The query library assumes it starts online; an app opened offline must know at once.
  if (!navigator.onLine) setReachable(false);
  watchReachability(setReachable);
}

const subscribe = (onChange: () => void) => onlineManager.subscribe(onChange);

/** Whether the server can be reached, as the data layer sees it: one answer for every screen. */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => onlineManager.isOnline(),
    () => true,
  );
}
