import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../lib/auth';
import { HumanCheck } from '../../lib/HumanCheck';
import { deleteAccount } from './profileApi';

/** Erasure (SPEC §4): human check, a confirmation, then every item of the user is gone. */
export function DeleteAccountSection() {
  const { t } = useTranslation();
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const [captchaToken, setCaptchaToken] = useState<string | null>(null);
  const [resetSignal, setResetSignal] = useState(0);
  const [deleting, setDeleting] = useState(false);
  const [failed, setFailed] = useState(false);

  async function erase() {
    if (!captchaToken) {
      window.alert(t('journal.pleaseConfirmCaptcha'));
      return;
    }
    if (!window.confirm(t('profile.delete.confirm'))) return;
    setDeleting(true);
    setFailed(false);
    try {
      await deleteAccount(captchaToken);
      // Home first: once signed out, this protected screen would send the user to /login.
      navigate('/', { replace: true });
      // Signing out also clears what the browser kept of the user.
      await signOut();
      window.alert(t('profile.delete.done'));
    } catch {
      setFailed(true);
      setDeleting(false);
      setResetSignal((n) => n + 1);
    }
  }

  return (
    <section className="profile-section profile-danger" aria-labelledby="delete-title">
      <h3 id="delete-title">{t('profile.delete.title')}</h3>
      <p>{t('profile.delete.description')}</p>
      <HumanCheck onChange={setCaptchaToken} resetSignal={resetSignal} />
      <button
        type="button"
        className="button danger"
        disabled={deleting}
        onClick={() => void erase()}
      >
        {deleting ? t('profile.delete.deleting') : t('profile.delete.button')}
      </button>
      {failed && (
        <p className="profile-error" role="alert">
          {t('profile.delete.error')}
        </p>
      )}
    </section>
  );
}
