import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserProfile } from '../../../../lambdas/domain/profile';
import { errorKey } from '../../lib/api';
import { useAuth } from '../../lib/auth';
import { saveProfile } from './profileApi';
import {
  isUnreadableBirthDate,
  longProfileFields,
  profileFormFields,
  toFormValues,
  toProfileUpdate,
  type ProfileFormField,
} from './profileForm';

type SaveState =
  { kind: 'idle' } | { kind: 'saving' } | { kind: 'saved' } | { kind: 'error'; key: string };

export function ProfileForm({ initial }: { initial: UserProfile }) {
  const { t } = useTranslation();
  const { refresh } = useAuth();
  const [values, setValues] = useState(() => toFormValues(initial));
  const [saveState, setSaveState] = useState<SaveState>({ kind: 'idle' });
  const birthDateInvalid = isUnreadableBirthDate(values.birthDate);

  const change = (field: ProfileFormField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setSaveState({ kind: 'idle' });
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (birthDateInvalid) return;
    setSaveState({ kind: 'saving' });
    try {
      const saved = await saveProfile(toProfileUpdate(values));
      setValues(toFormValues(saved));
      setSaveState({ kind: 'saved' });
      void refresh();
    } catch (error) {
      setSaveState({ kind: 'error', key: errorKey(error) });
    }
  }

  return (
    <form className="profile-form" onSubmit={submit} noValidate>
      {profileFormFields.map((field) => {
        const id = `profile-${field}`;
        const hintId = `${id}-hint`;
        const hasHint = field === 'birthDate' || field === 'languages';
        const Input = longProfileFields.has(field) ? 'textarea' : 'input';
        return (
          <div className="profile-field" key={field}>
            <label htmlFor={id}>{t(`profile.fields.${field}`)}</label>
            <Input
              id={id}
              value={values[field]}
              onChange={(e) => change(field, e.target.value)}
              aria-describedby={hasHint ? hintId : undefined}
              aria-invalid={field === 'birthDate' && birthDateInvalid ? true : undefined}
              {...(Input === 'textarea' ? { rows: 3 } : { type: 'text' })}
            />
            {hasHint && (
              <small id={hintId} className="profile-hint">
                {t(`profile.hints.${field}`)}
              </small>
            )}
            {field === 'birthDate' && birthDateInvalid && (
              <p className="profile-error" role="alert">
                {t('profile.birthDateInvalid')}
              </p>
            )}
          </div>
        );
      })}
      <button type="submit" className="button primary" disabled={saveState.kind === 'saving'}>
        {saveState.kind === 'saving' ? t('profile.saving') : t('profile.save')}
      </button>
      <div aria-live="polite">
        {saveState.kind === 'saved' && (
          <p className="profile-success" role="status">
            {t('profile.updated')}
          </p>
        )}
        {saveState.kind === 'error' && (
          <p className="profile-error" role="alert">
            {t(saveState.key, { defaultValue: t('profile.saveError') })}
          </p>
        )}
      </div>
    </form>
  );
}
