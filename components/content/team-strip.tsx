import { AppLink } from '@/components/ui/app-link';
import type { TeamMember } from '@/lib/content/team';
import { t } from '@/lib/i18n/messages';
import { MonogramAvatar } from './monogram-avatar';
import styles from './team-strip.module.css';

/** A compact row of the core team, each linking to their entry on /team/. */
export function TeamStrip({ members }: { members: readonly TeamMember[] }) {
  return (
    <ul className={styles.strip} aria-label={t('content.team.listLabel')}>
      {members.map((member) => (
        <li key={member.slug}>
          <AppLink href={`/team/#${member.slug}`} prefetch={false} className={styles.member}>
            <MonogramAvatar name={member.name} size={48} />
            <span>
              <span className={styles.name}>{member.name}</span>
              <span className={styles.role}>{member.role}</span>
            </span>
          </AppLink>
        </li>
      ))}
    </ul>
  );
}
