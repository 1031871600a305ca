import { api } from '../../lib/api';
import type { Crisis } from '../../../../lambdas/domain/crisis';
import type { AnalysisKind, ChatMessage } from '../../../../lambdas/domain/analysis/types';
import type { Language } from '../../../../lambdas/domain/i18n-languages';

export interface AnalysisResponse {
  analysis: string;
  advice: string;
  tips: string[];
  provider: 'offline' | 'bedrock' | 'openai';
  crisis?: Crisis;
}

export interface AnalysisRequest {
  kind: AnalysisKind;
  /** The day of a day analysis. */
  date?: string;
}

/** The server reads the entries itself: the browser sends what to analyse, never the entries. */
export function requestAnalysis(
  request: AnalysisRequest,
  language: Language,
  captchaToken: string,
): Promise<AnalysisResponse> {
  return api<AnalysisResponse>('/api/analyze', {
    method: 'POST',
    body: { ...request, language, captchaToken },
  });
}

export interface ChatResponse {
  reply: string;
  provider: AnalysisResponse['provider'];
  crisis?: Crisis;
}

export function requestChatReply(body: {
  messages: ChatMessage[];
  lastAnalysis?: string;
  lastAnalysisDate?: string;
  language: Language;
}): Promise<ChatResponse> {
  return api<ChatResponse>('/api/chat-assistant', { method: 'POST', body });
}
