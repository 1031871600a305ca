import { lazyScreen } from '@web/lib/lazyScreen';

/** The assistant chat: open route, checks sign-in and access itself (SPEC §2). */
export const AssistantChatScreen = lazyScreen(() => import('./AssistantChatScreen'));
