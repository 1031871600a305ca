import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { EMOTION_MAX, NOTE_MAX } from '../../../../lambdas/domain/journal';
import type { Crisis } from '../../../../lambdas/domain/crisis';
import { errorKey } from '../../lib/api';
import { useAuth } from '../../lib/auth';
import { CrisisNotice } from '../../lib/CrisisNotice';
import { HumanCheck } from '../../lib/HumanCheck';
import { appLanguage, longDate, todayIso } from './dayFormat';
import { saveEmotion } from './journalApi';
import { usePendingRequestId } from './usePendingRequestId';
import './journal.css';

type SaveState =
  { kind: 'idle' } | { kind: 'saving' } | { kind: 'saved' } | { kind: 'error'; key: string };

export default function EmotionScreen() {
  const { t, i18n } = useTranslation();
  const { refresh } = useAuth();
  const suggestionsId = useId();
  const [emotion, setEmotion] = useState('');
  const [note, setNote] = useState('');
  const [captchaToken, setCaptchaToken] = useState<string | null>(null);
  const [resetSignal, setResetSignal] = useState(0);
  const [saveState, setSaveState] = useState<SaveState>({ kind: 'idle' });
  const [crisis, setCrisis] = useState<Crisis>();
  const requestIds = usePendingRequestId();
  const suggestions = t('journal.suggestions', { returnObjects: true }) as string[];

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!emotion.trim()) {
      setSaveState({ kind: 'error', key: 'journal.emotionRequired' });
      return;
    }
    if (!captchaToken) {
      window.alert(t('journal.pleaseConfirmCaptcha'));
      return;
    }
    setSaveState({ kind: 'saving' });
    setCrisis(undefined);
    try {
      const saved = await saveEmotion({
        emotion: emotion.trim(),
        note: note.trim() || undefined,
        captchaToken,
        requestId: requestIds.idFor(`${emotion.trim()}\n${note.trim()}`),
        language: appLanguage(i18n.language),
      });
      requestIds.finish();
      setEmotion('');
      setNote('');
      setCrisis(saved.crisis);
      setSaveState({ kind: 'saved' });
      void refresh();
    } catch (error) {
      // The typed text stays in the form so nothing is lost; only the used check is reset.
      setSaveState({ kind: 'error', key: errorKey(error) });
    } finally {
      setResetSignal((n) => n + 1);
    }
  }

  const saving = saveState.kind === 'saving';
  return (
    <section className="journal-screen" aria-labelledby="emotion-title">
      <h2 id="emotion-title">{t('journal.title')}</h2>
      <p className="journal-today">
        {t('journal.today', { date: longDate(todayIso(), i18n.language) })}
      </p>

      {crisis && <CrisisNotice crisis={crisis} />}

      <form className="journal-form" onSubmit={submit} noValidate>
        <label htmlFor="emotion-input">{t('journal.emotionLabel')}</label>
        <input
          id="emotion-input"
          type="text"
          list={suggestionsId}
          value={emotion}
          maxLength={EMOTION_MAX}
          required
          autoComplete="off"
          placeholder={t('journal.emotionPlaceholder')}
          onChange={(e) => setEmotion(e.target.value)}
        />
        <datalist id={suggestionsId}>
          {suggestions.map((suggestion) => (
            <option key={suggestion} value={suggestion} />
          ))}
        </datalist>
        <div className="journal-chips" role="group" aria-label={t('journal.suggestionsLabel')}>
          {suggestions.map((suggestion) => (
            <button
              key={suggestion}
              type="button"
              className="journal-chip"
              aria-pressed={emotion === suggestion}
              onClick={() => setEmotion(suggestion)}
            >
              {suggestion}
            </button>
          ))}
        </div>

        <label htmlFor="note-input">{t('journal.noteLabel')}</label>
        <textarea
          id="note-input"
          value={note}
          maxLength={NOTE_MAX}
          rows={4}
          placeholder={t('journal.notePlaceholder')}
          onChange={(e) => setNote(e.target.value)}
        />

        <HumanCheck onChange={setCaptchaToken} resetSignal={resetSignal} />

        <button type="submit" className="button primary" disabled={saving}>
          {saving ? t('journal.saving') : t('journal.save')}
        </button>
        <Link className="button" to="/calendar">
          {t('journal.toCalendar')}
        </Link>
      </form>

      <div aria-live="polite">
        {saveState.kind === 'saved' && (
          <p className="journal-success" role="status">
            {t('journal.saved')}
          </p>
        )}
        {saveState.kind === 'error' && (
          <p className="journal-error" role="alert">
            {t(saveState.key, { defaultValue: t('errors.generic') })}
          </p>
        )}
      </div>

      <nav className="journal-actions" aria-label={t('journal.navigation')}>
        <Link className="button" to="/analysis">
          {t('journal.toAnalysis')}
        </Link>
        <Link className="button" to="/">
          {t('journal.toHome')}
        </Link>
      </nav>
    </section>
  );
}
