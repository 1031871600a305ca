import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useMe } from '@web/lib/account';
import { combineAnalysis, storeAssistantPayload } from '@web/lib/assistantPayload';
import { useUser } from '@web/lib/session';
import { Icon } from '@web/ui/icons';
import type { AnalysisResult } from './useAnalysisRun';

/** Opens the assistant chat with this analysis as its context (kept in storage for reloads). */
export function AssistantButton({ result, date }: { result?: AnalysisResult; date?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { userId } = useUser();
  const daysWithEntries = useMe().data?.daysWithEntries ?? 0;

  function openChat() {
    if (!result) {
      navigate('/assistant-chat');
      return;
    }
    const combined = combineAnalysis(result.analysis, result.advice);
    storeAssistantPayload({
      userId,
      analysisText: result.analysis,
      adviceText: result.advice,
      combined,
      daysWithEntries,
      ...(date ? { date } : {}),
    });
    navigate('/assistant-chat', { state: { analysis: combined, date, daysWithEntries } });
  }

  return (
    <button type="button" className="button" onClick={openChat}>
      <Icon name="assistant" />
      <span>{t('analysis.discussWithAssistant')}</span>
    </button>
  );
}
