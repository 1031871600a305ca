import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { EMOTION_MAX, NOTE_MAX } from '@domain/journal';
import type { Crisis } from '@domain/safety/response';
import { errorKey } from '@web/lib/api';
import { appLanguage } from '@web/lib/dates';
import { HumanCheck, useHumanCheck } from '@web/ui/HumanCheck';
import { Notice } from '@web/ui/Notice';
import { useToast } from '@web/ui/Toast';
import { useSaveEntry } from './journalQueries';
import { usePendingRequestId } from './usePendingRequestId';

type Problem = { field: 'emotion' | 'check' | 'form'; key: string };

/**
 * A new entry: the word first (the keyboard opens on it), an optional note, the human check.
 * A save clears the form, says so in a toast that does not move the page, and puts the cursor
 * back on the word for the next entry; a failure keeps every typed letter.
 */
export function EntryForm({ onCrisis }: { onCrisis: (crisis: Crisis | undefined) => void }) {
  const { t, i18n } = useTranslation();
  const save = useSaveEntry();
  const check = useHumanCheck();
  const toast = useToast();
  const requestIds = usePendingRequestId();
  const wordRef = useRef<HTMLInputElement>(null);
  const ids = useId();
  const [emotion, setEmotion] = useState('');
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<Problem>();
  const suggestions = t('journal.suggestions', { returnObjects: true }) as string[];

  function submit(event: FormEvent) {
    event.preventDefault();
    const word = emotion.trim();
    if (!word) {
      setProblem({ field: 'emotion', key: 'journal.emotionRequired' });
      wordRef.current?.focus();
      return;
    }
    if (!check.token) {
      setProblem({ field: 'check', key: 'journal.pleaseConfirmCaptcha' });
      return;
    }
    setProblem(undefined);
    onCrisis(undefined);
    save.mutate(
      {
        emotion: word,
        note: note.trim() || undefined,
        captchaToken: check.token,
        requestId: requestIds.idFor(`${word}\n${note.trim()}`),
        language: appLanguage(i18n.language),
      },
      {
        onSuccess: (saved) => {
          requestIds.finish();
          setEmotion('');
          setNote('');
          onCrisis(saved.crisis);
          toast({ kind: 'success', text: t('journal.saved') });
          wordRef.current?.focus({ preventScroll: true });
        },
        onError: (error) => setProblem({ field: 'form', key: errorKey(error) }),
        // A solution is accepted once: every attempt needs a fresh check.
        onSettled: check.reset,
      },
    );
  }

  const emotionErrorId = `${ids}-emotion-error`;
  return (
    <form className="entry-form card stack" onSubmit={submit} noValidate>
      <div className="field">
        <label htmlFor={`${ids}-emotion`} className="field__label field__label--large">
          {t('journal.emotionLabel')}
        </label>
        <input
          ref={wordRef}
          id={`${ids}-emotion`}
          className="input input--large"
          type="text"
          value={emotion}
          maxLength={EMOTION_MAX}
          required
          autoComplete="off"
          autoCapitalize="sentences"
          enterKeyHint="next"
          // The reason this screen exists: the keyboard opens on the word.
          autoFocus
          placeholder={t('journal.emotionPlaceholder')}
          aria-invalid={problem?.field === 'emotion' || undefined}
          aria-describedby={problem?.field === 'emotion' ? emotionErrorId : undefined}
          onChange={(e) => {
            setEmotion(e.target.value);
            if (problem?.field === 'emotion') setProblem(undefined);
          }}
        />
        {problem?.field === 'emotion' && (
          <p id={emotionErrorId} className="field__error" role="alert">
            {t(problem.key)}
          </p>
        )}
      </div>

      <div className="chips" role="group" aria-label={t('journal.suggestionsLabel')}>
        {suggestions.map((suggestion) => (
          <button
            key={suggestion}
            type="button"
            className="chip"
            aria-pressed={emotion === suggestion}
            onClick={() => setEmotion(suggestion)}
          >
            {suggestion}
          </button>
        ))}
      </div>

      <div className="field">
        <label htmlFor={`${ids}-note`} className="field__label">
          {t('journal.noteLabel')}
        </label>
        <textarea
          id={`${ids}-note`}
          className="input textarea"
          value={note}
          maxLength={NOTE_MAX}
          rows={3}
          placeholder={t('journal.notePlaceholder')}
          onChange={(e) => setNote(e.target.value)}
        />
      </div>

      <HumanCheck check={check} />
      {problem?.field === 'check' && <Notice kind="error">{t(problem.key)}</Notice>}
      {problem?.field === 'form' && (
        <Notice kind="error">{t(problem.key, { defaultValue: t('errors.generic') })}</Notice>
      )}

      <button
        type="submit"
        className="button button--primary button--block"
        disabled={save.isPending}
      >
        {save.isPending ? t('journal.saving') : t('journal.save')}
      </button>
    </form>
  );
}
