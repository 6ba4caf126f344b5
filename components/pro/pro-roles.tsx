import { CardGrid } from '@/components/content/card-grid';
import { AppLink } from '@/components/ui/app-link';
import { getProRolePage, proRolePath } from '@/lib/content/pro';
import { proUserTypes } from '@/lib/content/schema-parts';
import { t } from '@/lib/i18n/messages';
import styles from './pro-roles.module.css';

/** The four professional roles, each card leading to the role's page (where offer links open). */
export function ProRoles() {
  return (
    <CardGrid label={t('content.pro.rolesLabel')}>
      {proUserTypes.map((type) => (
        <li key={type} className={`card ${styles.role}`}>
          <h3 className={styles.title}>
            <AppLink href={proRolePath(type)}>{t(`content.pro.roles.${type}`)}</AppLink>
          </h3>
          <p>{getProRolePage(type).lead}</p>
        </li>
      ))}
    </CardGrid>
  );
}
