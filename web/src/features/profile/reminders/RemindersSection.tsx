import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, errorKey } from '@web/lib/api';
import { appLanguage, browserTimeZone, clockTime, zoneName } from '@web/lib/dates';
import { Notice } from '@web/ui/Notice';
import { QueryView } from '@web/ui/QueryView';
import { useToast } from '@web/ui/Toast';
import {
  browserCanPush,
  pushSubscription,
  PushSetupError,
  useReminders,
  useSaveReminders,
  type ReminderUpdate,
} from './useReminders';

type ReminderState = NonNullable<ReturnType<typeof useReminders>['data']>;

/** A failure in the person's words: the server's reminder codes, push on this device, the rest. */
function useReminderError() {
  const { t } = useTranslation();
  return (error: unknown) => {
    if (error instanceof PushSetupError) return t(`reminders.ui.push.${error.code}`);
    if (error instanceof ApiError) {
      return t(`reminders.errors.${error.code}`, { defaultValue: t(errorKey(error)) });
    }
    return t('errors.generic');
  };
}

function ReminderForm({ initial }: { initial: ReminderState }) {
  const { t, i18n } = useTranslation();
  const ids = useId();
  const save = useSaveReminders();
  const toast = useToast();
  const explain = useReminderError();
  const [enabled, setEnabled] = useState(initial.enabled);
  const [time, setTime] = useState(initial.time);
  const [email, setEmail] = useState(initial.channels.email && initial.available.email);
  const [push, setPush] = useState(initial.channels.push && initial.pushSubscribed);
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);
  const pushPossible = initial.available.push && browserCanPush();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(undefined);
    if (enabled && !email && !push) {
      setFailure(t('reminders.errors.reminders_no_channel'));
      return;
    }
    setBusy(true);
    try {
      const update: ReminderUpdate = {
        enabled,
        time,
        // Reminders follow the person: the zone of the device they set them on.
        timezone: browserTimeZone(),
        channels: { email, push },
        language: appLanguage(i18n.language),
        // A subscription is asked for only when push is newly chosen on this device.
        ...(enabled && push && !initial.pushSubscribed
          ? { pushSubscription: (await pushSubscription()) as ReminderUpdate['pushSubscription'] }
          : {}),
      };
      const saved = await save.mutateAsync(update);
      toast({
        kind: 'success',
        text: saved.enabled
          ? t('reminders.ui.savedOn', { time: clockTime(saved.time, i18n.language) })
          : t('reminders.ui.savedOff'),
      });
    } catch (error) {
      setFailure(explain(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="stack" onSubmit={(event) => void submit(event)} noValidate>
      <label className="checkbox">
        <input
          type="checkbox"
          checked={enabled}
          onChange={(event) => setEnabled(event.target.checked)}
        />
        <span>{t('reminders.ui.enabled')}</span>
      </label>
      <div className="stack stack--sm">
        <div className="field">
          <label htmlFor={`${ids}-time`} className="field__label">
            {t('reminders.ui.time')}
          </label>
          <input
            id={`${ids}-time`}
            className="input reminder-time"
            type="time"
            required
            disabled={!enabled}
            value={time}
            onChange={(event) => setTime(event.target.value || time)}
            aria-describedby={`${ids}-zone`}
          />
          <p id={`${ids}-zone`} className="field__hint">
            {t('reminders.ui.zone', { zone: zoneName(browserTimeZone(), i18n.language) })}
          </p>
        </div>
        <fieldset className="reminder-channels" disabled={!enabled}>
          <legend className="field__label">{t('reminders.ui.how')}</legend>
          <label className="checkbox">
            <input
              type="checkbox"
              checked={email}
              disabled={!initial.available.email}
              onChange={(event) => setEmail(event.target.checked)}
            />
            <span>{t('reminders.ui.email')}</span>
          </label>
          <label className="checkbox">
            <input
              type="checkbox"
              checked={push}
              disabled={!pushPossible}
              onChange={(event) => setPush(event.target.checked)}
            />
            <span>
              {t('reminders.ui.push.label')}
              {!pushPossible && (
                <span className="field__hint reminder-channels__why">
                  {t('reminders.ui.push.unsupported')}
                </span>
              )}
            </span>
          </label>
        </fieldset>
      </div>
      {failure && <Notice kind="error">{failure}</Notice>}
      <div className="cluster">
        <button type="submit" className="button button--primary" disabled={busy}>
          {busy ? t('reminders.ui.saving') : t('reminders.ui.save')}
        </button>
      </div>
      <p className="field__hint">{t('reminders.ui.stopHint')}</p>
    </form>
  );
}

/** The daily reminder, opt-in: when, and by email, by notification on this device, or both. */
export function RemindersSection() {
  const { t } = useTranslation();
  const reminders = useReminders();
  return (
    <section className="card stack" aria-labelledby="reminders-title">
      <h3 id="reminders-title" className="section-title">
        {t('reminders.ui.title')}
      </h3>
      <p>{t('reminders.ui.description')}</p>
      <QueryView query={reminders} loading={t('reminders.ui.loading')}>
        {(state) => (
          // Started again when the server's answer changes (the device's copy was older).
          <ReminderForm key={JSON.stringify(state)} initial={state} />
        )}
      </QueryView>
    </section>
  );
}
