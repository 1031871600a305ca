import { lazy } from 'react';

/** The assistant chat: open route, checks sign-in and access itself (SPEC §2). */
export const AssistantChatScreen = lazy(() => import('./AssistantChatScreen'));
