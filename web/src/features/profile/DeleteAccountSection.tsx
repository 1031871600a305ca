import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { api } from '@web/lib/api';
import { useSession } from '@web/lib/session';
import { HumanCheck, useHumanCheck } from '@web/ui/HumanCheck';
import { Notice } from '@web/ui/Notice';

/** Erasure (SPEC §4): human check, a confirmation, then every item of the user is gone. */
export function DeleteAccountSection() {
  const { t } = useTranslation();
  const { signOut } = useSession();
  const navigate = useNavigate();
  const check = useHumanCheck();
  const [needsCheck, setNeedsCheck] = useState(false);
  const erase = useMutation({
    mutationFn: (captchaToken: string) => api('DELETE /api/account', { body: { captchaToken } }),
    onSuccess: async () => {
      // Home first: once signed out, this protected screen would send the user to /login.
      navigate('/', { replace: true });
      // Signing out also clears what the browser kept of the user.
      await signOut();
      window.alert(t('profile.delete.done'));
    },
    onError: check.reset,
  });

  function confirmAndErase() {
    if (!check.token) {
      setNeedsCheck(true);
      return;
    }
    setNeedsCheck(false);
    if (!window.confirm(t('profile.delete.confirm'))) return;
    erase.mutate(check.token);
  }

  return (
    <section className="card stack danger-zone" aria-labelledby="delete-title">
      <h3 id="delete-title" className="section-title">
        {t('profile.delete.title')}
      </h3>
      <p>{t('profile.delete.description')}</p>
      <HumanCheck check={check} />
      {needsCheck && <Notice kind="error">{t('journal.pleaseConfirmCaptcha')}</Notice>}
      <div className="cluster">
        <button
          type="button"
          className="button button--danger"
          disabled={erase.isPending}
          onClick={confirmAndErase}
        >
          {erase.isPending ? t('profile.delete.deleting') : t('profile.delete.button')}
        </button>
      </div>
      {erase.isError && <Notice kind="error">{t('profile.delete.error')}</Notice>}
    </section>
  );
}
