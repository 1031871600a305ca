import { offlineAnalysis, offlineChatReply } from '../../domain/analysis/offline';
import type { AiProvider } from './provider';

/** The default provider: the offline analyst, with no network and no cost. */
export const offlineProvider: AiProvider = {
  name: 'offline',
  analyze: async (input) => offlineAnalysis(input),
  chat: async (input) => offlineChatReply(input),
};
