import { monogram } from '@/lib/format';
import styles from './monogram-avatar.module.css';

// Brand-adjacent tones that all keep white initials above 4.5:1 contrast.
const tones = ['#1d4e89', '#9a3412', '#166534', '#5b21b6', '#0f5e6e', '#7c2d12', '#374151', '#1e40af'];

function toneFor(name: string): string {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return tones[hash % tones.length] ?? '#1d4e89';
}

/** A generated avatar: the person's initials on a colour derived from their name. Decorative. */
export function MonogramAvatar({ name, size = 64 }: { name: string; size?: number }) {
  return (
    <svg className={styles.avatar} width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <circle cx="32" cy="32" r="32" fill={toneFor(name)} />
      <text x="32" y="32" dy="0.35em" textAnchor="middle" fill="#fff" fontSize="24" fontWeight="600">
        {monogram(name)}
      </text>
    </svg>
  );
}
