import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorKey } from '../../lib/api';
import { downloadExport, type ExportFormat } from './profileApi';

export function YourDataSection() {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<ExportFormat>();
  const [errorMessageKey, setErrorMessageKey] = useState<string>();

  async function exportAs(format: ExportFormat) {
    setBusy(format);
    setErrorMessageKey(undefined);
    try {
      await downloadExport(format);
    } catch (error) {
      setErrorMessageKey(errorKey(error));
    } finally {
      setBusy(undefined);
    }
  }

  return (
    <section className="profile-section" aria-labelledby="your-data-title">
      <h3 id="your-data-title">{t('profile.data.title')}</h3>
      <p>{t('profile.data.description')}</p>
      <div className="profile-actions">
        {(['json', 'csv'] as const).map((format) => (
          <button
            key={format}
            type="button"
            className="button"
            disabled={busy !== undefined}
            onClick={() => void exportAs(format)}
          >
            {busy === format ? t('profile.data.exporting') : t(`profile.data.export_${format}`)}
          </button>
        ))}
      </div>
      {errorMessageKey && (
        <p className="profile-error" role="alert">
          {t(errorMessageKey, { defaultValue: t('profile.data.exportError') })}
        </p>
      )}
    </section>
  );
}
