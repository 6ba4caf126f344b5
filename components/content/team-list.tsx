import { formatList } from '@/lib/format';
import type { TeamMember } from '@/lib/content/team';
import { t } from '@/lib/i18n/messages';
import { Markdown } from './markdown';
import { MonogramAvatar } from './monogram-avatar';
import styles from './team-list.module.css';

/** The core team, each member anchored by slug (/team/#slug) so post bylines can link to them. */
export function TeamList({ members }: { members: readonly TeamMember[] }) {
  return (
    <ul className={`grid ${styles.list}`}>
      {members.map((member) => (
        <li key={member.slug} id={member.slug} className={`card ${styles.member}`}>
          <div className={styles.header}>
            <MonogramAvatar name={member.name} />
            <div>
              <h2 className={styles.name}>{member.name}</h2>
              <p className={styles.role}>{member.role}</p>
            </div>
          </div>
          <p className={styles.languages}>
            <span className={styles.label}>{t('content.team.languages')}</span> {formatList(member.languages)}
          </p>
          <Markdown tree={member.bio.tree} className={styles.bio} />
        </li>
      ))}
    </ul>
  );
}
