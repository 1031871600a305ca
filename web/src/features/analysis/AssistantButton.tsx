import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../lib/auth';
import type { AnalysisResponse } from './analysisApi';
import { combineAnalysis, storeAssistantPayload } from '../../lib/assistantPayload';

/** Opens the assistant chat with this analysis as its context (kept in storage for reloads). */
export function AssistantButton({ result, date }: { result?: AnalysisResponse; date?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { state } = useAuth();
  if (state.status !== 'signedIn') return null;

  function openChat() {
    if (state.status !== 'signedIn') return;
    const { daysWithEntries } = state;
    if (result) {
      const combined = combineAnalysis(result.analysis, result.advice);
      storeAssistantPayload({
        userId: state.user.userId,
        analysisText: result.analysis,
        adviceText: result.advice,
        combined,
        daysWithEntries,
        ...(date ? { date } : {}),
      });
      navigate('/assistant-chat', { state: { analysis: combined, date, daysWithEntries } });
    } else {
      navigate('/assistant-chat');
    }
  }

  return (
    <button type="button" className="button" onClick={openChat}>
      {t('analysis.discussWithAssistant')}
    </button>
  );
}
