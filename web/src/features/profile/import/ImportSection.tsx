import { useId, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ImportFormatError } from '@domain/import/types';
import { ApiError, errorKey } from '@web/lib/api';
import { dayMonthYear } from '@web/lib/dates';
import { EmotionMark } from '@web/ui/EmotionMark';
import { Notice } from '@web/ui/Notice';
import { FileTooLarge } from './importFile';
import { useImport } from './useImport';

/** The moods the preview names: enough to recognise the file, not a list to read through. */
const PREVIEW_MOODS = 6;

/** Where a refused file is wrong, as the parser or the server's 422 said it. */
interface Refusal {
  code: string;
  line?: number;
  field?: string;
}

function refusalOf(error: unknown): Refusal | undefined {
  if (error instanceof ImportFormatError) return error;
  if (error instanceof ApiError && error.code === 'import_invalid') {
    return error.details as Refusal | undefined;
  }
  return undefined;
}

/** Why a file was refused, in words, and where in the file (line, field) when that is known. */
function useImportError() {
  const { t } = useTranslation();
  return (error: unknown): { reason: string; where?: string } => {
    if (error instanceof FileTooLarge) {
      return {
        reason: t('import.ui.tooLarge', { size: Math.round(error.limitBytes / 1024 / 1024) }),
      };
    }
    if (error instanceof ApiError && error.status === 413) {
      return { reason: t('import.errors.tooLarge') };
    }
    const refusal = refusalOf(error);
    if (refusal) {
      const where = [
        refusal.line === undefined ? '' : t('import.errors.line', { line: refusal.line }),
        refusal.field === undefined ? '' : t('import.errors.field', { field: refusal.field }),
      ].filter(Boolean);
      return {
        reason: [
          t('import.errors.import_invalid'),
          t(`import.errors.codes.${refusal.code}`, { defaultValue: '' }),
        ].join(' '),
        ...(where.length ? { where: where.join(' · ') } : {}),
      };
    }
    if (error instanceof ApiError) {
      return { reason: t(`import.errors.${error.code}`, { defaultValue: t(errorKey(error)) }) };
    }
    return { reason: t('errors.generic') };
  };
}

/**
 * Bring history from Daylio (its CSV or `.daylio` backup) or back from our own JSON export: a
 * preview of what the file holds, nothing written until the person says so, then a bar.
 */
export function ImportSection() {
  const { t, i18n } = useTranslation();
  const { state, choose, start, reset } = useImport();
  const explain = useImportError();
  const inputId = useId();
  const busy = state.step === 'reading' || state.step === 'importing';

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared, so choosing the same file again (after fixing it) is a change too.
    event.target.value = '';
    if (file) void choose(file);
  };

  return (
    <section className="card stack" aria-labelledby="import-title" aria-busy={busy}>
      <h3 id="import-title" className="section-title">
        {t('import.ui.title')}
      </h3>
      <p>{t('import.ui.description')}</p>

      {(state.step === 'idle' || state.step === 'failed' || state.step === 'done') && (
        <div className="import-choose">
          <input
            id={inputId}
            className="visually-hidden import-choose__input"
            type="file"
            accept=".csv,.daylio,.json,text/csv,application/json,application/zip"
            onChange={onFile}
            data-testid="import-file"
          />
          <label htmlFor={inputId} className="button">
            {t('import.ui.choose')}
          </label>
          <p className="field__hint">{t('import.ui.formats')}</p>
        </div>
      )}

      {state.step === 'reading' && (
        <p role="status" className="import-status">
          {t('import.ui.reading', { file: state.fileName })}
        </p>
      )}

      {state.step === 'preview' && (
        <div className="import-preview stack" data-testid="import-preview">
          {state.parsed.entries.length === 0 ? (
            <Notice kind="info">{t('import.ui.nothing')}</Notice>
          ) : (
            <>
              <p role="status">
                <strong>{t('import.ui.entries', { count: state.parsed.entries.length })}</strong>
                <br />
                {t('import.ui.range', {
                  from: dayMonthYear(state.parsed.from!, i18n.language),
                  to: dayMonthYear(state.parsed.to!, i18n.language),
                })}
              </p>
              <ul className="import-preview__moods" aria-label={t('import.ui.moods')}>
                {state.parsed.moods.slice(0, PREVIEW_MOODS).map((mood) => (
                  <li key={mood.name}>
                    <EmotionMark emotion={mood.name} family={mood.family} />
                    <span className="import-preview__count">{mood.count}</span>
                  </li>
                ))}
              </ul>
              {state.parsed.profile && <p>{t('import.ui.withProfile')}</p>}
            </>
          )}
          {state.parsed.skipped > 0 && (
            <p className="field__hint">{t('import.ui.skipped', { count: state.parsed.skipped })}</p>
          )}
          <p className="field__hint">{t('import.ui.safe')}</p>
          <div className="cluster">
            {state.parsed.entries.length > 0 && (
              <button type="button" className="button button--primary" onClick={() => void start()}>
                {t('import.ui.start', { count: state.parsed.entries.length })}
              </button>
            )}
            <button type="button" className="button button--quiet" onClick={reset}>
              {t('import.ui.cancel')}
            </button>
          </div>
        </div>
      )}

      {state.step === 'importing' && (
        <div className="stack">
          <label className="import-progress">
            <span>{t('import.ui.progress', { done: state.done, total: state.total })}</span>
            <progress value={state.done} max={state.total} />
          </label>
          <p className="field__hint">{t('import.ui.keepOpen')}</p>
        </div>
      )}

      {state.step === 'done' && (
        <Notice kind="success">
          {t('import.ui.done', { imported: state.imported })}
          {state.duplicates > 0 && <> {t('import.ui.duplicates', { count: state.duplicates })}</>}
        </Notice>
      )}

      {state.step === 'failed' && (
        <Notice kind="error">
          <ImportFailure {...explain(state.error)} />
        </Notice>
      )}
    </section>
  );
}

function ImportFailure({ reason, where }: { reason: string; where?: string }) {
  return (
    <>
      <p>{reason}</p>
      {where && <p className="import-error__where">{where}</p>}
    </>
  );
}
