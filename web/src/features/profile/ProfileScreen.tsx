import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useProfile } from '@web/lib/account';
import { useUser } from '@web/lib/session';
import { Icon } from '@web/ui/icons';
import { QueryView } from '@web/ui/QueryView';
import { DeleteAccountSection } from './DeleteAccountSection';
import { ImportSection } from './import/ImportSection';
import { ProfileForm } from './ProfileForm';
import { RemindersSection } from './reminders/RemindersSection';
import { SecuritySection } from './security/SecuritySection';
import { YourDataSection } from './YourDataSection';
import './profile.css';

export default function ProfileScreen() {
  const { t } = useTranslation();
  const { email } = useUser();
  const profile = useProfile();
  return (
    <section className="stack stack--lg" aria-labelledby="profile-title">
      <header className="page-header">
        <h2 id="profile-title" className="page-title">
          {t('profile.title')}
        </h2>
        <p className="page-subtitle">{email}</p>
      </header>
      <nav className="card profile-links" aria-label={t('profile.moreLabel')}>
        <ul className="link-list link-list--rows">
          <li>
            <Link to="/life-counter">
              <span>{t('profile.toLifeCounter')}</span>
              <Icon name="chevronRight" />
            </Link>
          </li>
          <li>
            <Link to="/payment">
              <span>{t('nav.payment')}</span>
              <Icon name="chevronRight" />
            </Link>
          </li>
          <li>
            <Link to="/help">
              <span>{t('crisisUi.getHelp')}</span>
              <Icon name="chevronRight" />
            </Link>
          </li>
          <li>
            <Link to="/instructions">
              <span>{t('nav.instructions')}</span>
              <Icon name="chevronRight" />
            </Link>
          </li>
        </ul>
      </nav>
      <QueryView query={profile} loading={t('profile.loading')} errorText={t('profile.loadError')}>
        {(loaded) => (
          // A form starts from what the server said; if that changes (the copy kept on the
          // device was older), it starts again from the new answer.
          <ProfileForm key={JSON.stringify(loaded)} initial={loaded} />
        )}
      </QueryView>
      <RemindersSection />
      <SecuritySection />
      <YourDataSection />
      <ImportSection />
      <DeleteAccountSection />
    </section>
  );
}
