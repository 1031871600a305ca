import { offlineAnalysis, offlineChatReply } from '../../domain/analysis/offline';
import type { AiProvider } from './provider';

/**
 * The default provider: the offline analyst, with no network and no cost. It reads no risk of
 * its own (`none`): the lexicon is the safety layer's reader here.
 */
export const offlineProvider: AiProvider = {
  name: 'offline',
  analyze: async (input) => ({ answer: offlineAnalysis(input), risk: 'none' }),
  chat: async (input) => ({ answer: offlineChatReply(input), risk: 'none' }),
};
