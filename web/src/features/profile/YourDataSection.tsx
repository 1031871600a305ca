import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiResponse, errorKey } from '@web/lib/api';
import { Notice } from '@web/ui/Notice';

type ExportFormat = 'json' | 'csv';

const fileNameOf = (response: Response, format: ExportFormat) =>
  /filename="?([^";]+)"?/.exec(response.headers.get('content-disposition') ?? '')?.[1] ??
  `emotion-journal.${format}`;

/**
 * Downloads all of the user's data. A plain link cannot carry the token, so the file is fetched
 * with it and handed to the browser as a Blob; the object URL is released right after.
 */
async function downloadExport(format: ExportFormat): Promise<void> {
  const response = await apiResponse('GET /api/export', { query: { format } });
  const url = URL.createObjectURL(await response.blob());
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = fileNameOf(response, format);
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // Revoked on the next task: the click has started the download by then.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}

export function YourDataSection() {
  const { t } = useTranslation();
  const download = useMutation({ mutationFn: downloadExport });

  return (
    <section className="card stack" aria-labelledby="your-data-title">
      <h3 id="your-data-title" className="section-title">
        {t('profile.data.title')}
      </h3>
      <p>{t('profile.data.description')}</p>
      <div className="cluster">
        {(['json', 'csv'] as const).map((format) => (
          <button
            key={format}
            type="button"
            className="button"
            disabled={download.isPending}
            onClick={() => download.mutate(format)}
          >
            {download.isPending && download.variables === format
              ? t('profile.data.exporting')
              : t(`profile.data.export_${format}`)}
          </button>
        ))}
      </div>
      {download.isError && (
        <Notice kind="error">
          {t(errorKey(download.error), { defaultValue: t('profile.data.exportError') })}
        </Notice>
      )}
    </section>
  );
}
