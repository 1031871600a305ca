import { format } from 'date-fns';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { EMOTION_MAX, NOTE_MAX } from '@domain/journal-rules';
import type { Crisis } from '@domain/safety/response';
import { errorKey, isNetworkError } from '@web/lib/api';
import { appLanguage, browserTimeZone, todayIso } from '@web/lib/dates';
import { useOnline } from '@web/lib/online';
import { useVocabulary } from '@web/lib/vocabulary';
import { HumanCheck, useHumanCheck } from '@web/ui/HumanCheck';
import { FamilyShape } from '@web/ui/icons';
import { Notice } from '@web/ui/Notice';
import { useToast } from '@web/ui/Toast';
import { FamilyPicker } from './FamilyPicker';
import { IntensityPicker } from './IntensityPicker';
import { useSaveEntry } from './journalQueries';
import type { QueuedEntry } from './outbox';
import { useOutbox } from './useOutbox';
import { TagPicker } from './TagPicker';
import { usePendingRequestId } from './usePendingRequestId';

type Problem = { field: 'emotion' | 'check' | 'form'; key: string };

/**
 * A new entry: the word first (the keyboard opens on it, or a tap on a family's words), then
 * how strongly, a note and what the day held, all optional. A save clears the form, says so in a
 * toast that does not move the page, and puts the cursor back on the word; a failure keeps every
 * typed letter. Offline (or when the save cannot reach the server) the entry is kept on the
 * device with its request id and sent when the connection returns; it needs no human check then,
 * as the device solves one itself when it sends.
 */
export function EntryForm({ onCrisis }: { onCrisis: (crisis: Crisis | undefined) => void }) {
  const { t, i18n } = useTranslation();
  const save = useSaveEntry();
  const check = useHumanCheck();
  const toast = useToast();
  const vocabulary = useVocabulary();
  const requestIds = usePendingRequestId();
  const online = useOnline();
  const outbox = useOutbox();
  const wordRef = useRef<HTMLInputElement>(null);
  const ids = useId();
  const [emotion, setEmotion] = useState('');
  const [note, setNote] = useState('');
  const [intensity, setIntensity] = useState<number>();
  const [tags, setTags] = useState<string[]>([]);
  const [problem, setProblem] = useState<Problem>();
  const family = emotion.trim() ? vocabulary.familyOf(emotion) : undefined;

  function cleared(message: string) {
    requestIds.finish();
    setEmotion('');
    setNote('');
    setIntensity(undefined);
    setTags([]);
    toast({ kind: 'success', text: message });
    wordRef.current?.focus({ preventScroll: true });
  }

  async function keepOnDevice(requestId: string, input: QueuedEntry['input']) {
    const now = new Date();
    try {
      await outbox.keep({
        requestId,
        input,
        date: todayIso(now),
        time: format(now, 'HH:mm:ss'),
        timezone: browserTimeZone(),
      });
      cleared(t('offline.keptOnDevice'));
    } catch {
      // The device refused to store it (private mode, a full disk): the text stays in the form.
      setProblem({ field: 'form', key: 'offline.notKept' });
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const word = emotion.trim();
    if (!word) {
      setProblem({ field: 'emotion', key: 'journal.emotionRequired' });
      wordRef.current?.focus();
      return;
    }
    const input: QueuedEntry['input'] = {
      emotion: word,
      note: note.trim() || undefined,
      ...(intensity ? { intensity } : {}),
      ...(tags.length ? { tags } : {}),
      language: appLanguage(i18n.language),
    };
    const requestId = requestIds.idFor(JSON.stringify([word, note.trim(), intensity, tags]));
    if (!online) {
      setProblem(undefined);
      void keepOnDevice(requestId, input);
      return;
    }
    if (!check.token) {
      setProblem({ field: 'check', key: 'journal.pleaseConfirmCaptcha' });
      return;
    }
    setProblem(undefined);
    onCrisis(undefined);
    save.mutate(
      { ...input, captchaToken: check.token, requestId },
      {
        onSuccess: (saved) => {
          onCrisis(saved.crisis);
          cleared(t('journal.saved'));
        },
        onError: (error) => {
          // The connection dropped on the way: kept here and sent with the same id, so a save
          // that did reach the server is not stored twice.
          if (isNetworkError(error)) void keepOnDevice(requestId, input);
          else setProblem({ field: 'form', key: errorKey(error) });
        },
        // A solution is accepted once: every attempt needs a fresh check.
        onSettled: check.reset,
      },
    );
  }

  const emotionErrorId = `${ids}-emotion-error`;
  const familyId = `${ids}-family`;
  return (
    <form className="entry-form card stack" onSubmit={submit} noValidate>
      <div className="field">
        <div className="field__label-row">
          <label htmlFor={`${ids}-emotion`} className="field__label field__label--large">
            {t('journal.emotionLabel')}
          </label>
          <p id={familyId} className="word-family" aria-live="polite">
            {family && family !== 'other'
              ? t('journal.wordBelongsTo', { family: t(`emotions.families.${family}.label`) })
              : ''}
          </p>
        </div>
        <div className={`word-input family family--${family ?? 'other'}`}>
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
            enterKeyHint="done"
            // The reason this screen exists: the keyboard opens on the word.
            autoFocus
            placeholder={t('journal.emotionPlaceholder')}
            aria-invalid={problem?.field === 'emotion' || undefined}
            aria-describedby={
              [family ? familyId : '', problem?.field === 'emotion' ? emotionErrorId : '']
                .filter(Boolean)
                .join(' ') || undefined
            }
            onChange={(e) => {
              setEmotion(e.target.value);
              if (problem?.field === 'emotion') setProblem(undefined);
            }}
          />
          {family && <FamilyShape family={family} className="word-input__shape" />}
        </div>
        {problem?.field === 'emotion' && (
          <p id={emotionErrorId} className="field__error" role="alert">
            {t(problem.key)}
          </p>
        )}
      </div>

      <FamilyPicker words={vocabulary.words} chosen={emotion.trim()} onChoose={setEmotion} />

      <IntensityPicker value={intensity} onChange={setIntensity} />

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

      <TagPicker value={tags} onChange={setTags} />

      {online ? (
        <HumanCheck check={check} eager />
      ) : (
        <Notice kind="info">{t('offline.formNotice')}</Notice>
      )}
      {problem?.field === 'check' && <Notice kind="error">{t(problem.key)}</Notice>}
      {problem?.field === 'form' && (
        <Notice kind="error">{t(problem.key, { defaultValue: t('errors.generic') })}</Notice>
      )}

      <button
        type="submit"
        className="button button--primary button--block button--large"
        disabled={save.isPending}
      >
        {save.isPending
          ? t('journal.saving')
          : online
            ? t('journal.save')
            : t('offline.saveOnDevice')}
      </button>
    </form>
  );
}
