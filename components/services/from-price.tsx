import { fromText } from '@/lib/services/price-text';
import type { PriceLine } from '@/lib/services/prices';
import styles from './price-lines.module.css';

/** The headline price: "From $27.00 a page". */
export function FromPrice({ line }: { line: Pick<PriceLine, 'cents' | 'unit'> }) {
  return <p className={styles.from}>{fromText(line)}</p>;
}
