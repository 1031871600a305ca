import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLoaded } from '../journal/useLoaded';
import { DeleteAccountSection } from './DeleteAccountSection';
import { ProfileForm } from './ProfileForm';
import { readProfile } from './profileApi';
import { YourDataSection } from './YourDataSection';
import './profile.css';

const loadProfile = (_key: string, signal: AbortSignal) => readProfile(signal);

export default function ProfileScreen() {
  const { t } = useTranslation();
  const profile = useLoaded('profile', loadProfile);
  return (
    <section className="profile-screen" aria-labelledby="profile-title">
      <h2 id="profile-title">{t('profile.title')}</h2>
      <nav className="profile-actions" aria-label={t('journal.navigation')}>
        <Link className="button" to="/life-counter">
          {t('profile.toLifeCounter')}
        </Link>
        <Link className="button" to="/">
          {t('journal.toHome')}
        </Link>
      </nav>
      {profile.status === 'loading' && (
        <p className="profile-muted" role="status">
          {t('profile.loading')}
        </p>
      )}
      {profile.status === 'error' && (
        <p className="profile-error" role="alert">
          {t('profile.loadError')}
        </p>
      )}
      {profile.status === 'loaded' && <ProfileForm initial={profile.value} />}
      <YourDataSection />
      <DeleteAccountSection />
    </section>
  );
}
