import { CardGrid } from '@/components/content/card-grid';
import { AppLink } from '@/components/ui/app-link';
import type { ProUserType } from '@/lib/content/schema-parts';
import { t } from '@/lib/i18n/messages';
import styles from './pro-roles.module.css';

export interface ProRole {
  type: ProUserType;
  path: string;
  /** The lead of the role's page. */
  lead?: string;
}

/** The four professional roles, each card leading to the role's page (where offer links open). */
export function ProRoles({ roles }: { roles: readonly ProRole[] }) {
  return (
    <CardGrid label={t('content.pro.rolesLabel')}>
      {roles.map(({ type, path, lead }) => (
        <li key={type} className={`card ${styles.role}`}>
          <h3 className={styles.title}>
            <AppLink href={path}>{t(`content.pro.roles.${type}`)}</AppLink>
          </h3>
          <p>{lead}</p>
        </li>
      ))}
    </CardGrid>
  );
}
