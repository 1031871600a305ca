/**
 * The last analysis handed to the assistant chat (SPEC §3, "locally stored assistant payload"),
 * so the chat still has its context after a reload. Tagged with the user id: on a shared device
 * one person's analysis must never seed another person's chat.
 */
export interface AssistantPayload {
  userId: string;
  analysisText: string;
  adviceText: string;
  combined: string;
  daysWithEntries: number;
  date?: string;
}

export const ASSISTANT_PAYLOAD_KEY = 'assistantPayload';

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const browserStorage = (): KeyValueStore | undefined => {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
};

export const combineAnalysis = (analysis: string, advice: string) =>
  [analysis, advice].filter(Boolean).join('\n\n');

export function storeAssistantPayload(
  payload: AssistantPayload,
  storage: KeyValueStore | undefined = browserStorage(),
): void {
  try {
    storage?.setItem(ASSISTANT_PAYLOAD_KEY, JSON.stringify(payload));
  } catch {
    // Storage full or blocked: the chat still gets the analysis through the navigation state.
  }
}

export function readAssistantPayload(
  userId: string,
  storage: KeyValueStore | undefined = browserStorage(),
): AssistantPayload | undefined {
  try {
    const payload = JSON.parse(storage?.getItem(ASSISTANT_PAYLOAD_KEY) ?? 'null') as unknown;
    if (
      payload &&
      typeof payload === 'object' &&
      (payload as AssistantPayload).userId === userId &&
      typeof (payload as AssistantPayload).combined === 'string'
    ) {
      return payload as AssistantPayload;
    }
  } catch {
    // Unreadable leftovers are ignored.
  }
  return undefined;
}

export function forgetAssistantPayload(
  storage: KeyValueStore | undefined = browserStorage(),
): void {
  try {
    storage?.removeItem(ASSISTANT_PAYLOAD_KEY);
  } catch {
    // Nothing stored, nothing to forget.
  }
}
