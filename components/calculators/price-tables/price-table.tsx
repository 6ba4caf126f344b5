import styles from './price-tables.module.css';

export interface PriceRow {
  label: string;
  /** One cell per column after the label. */
  cells: string[];
  testId?: string;
}

interface Props {
  caption: string;
  columns: string[];
  rows: PriceRow[];
}

/** Longer than any price or surcharge ("$1,234.56 per page", "+100%"): a cell of words. */
const proseLength = 24;

/** A small table of prices: a label per row, prices in the other columns. */
export function PriceTable({ caption, columns, rows }: Props) {
  return (
    <div className={styles.scroll}>
      <table className={styles.table}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.label}>
              <th scope="row">{row.label}</th>
              {row.cells.map((cell, index) => (
                <td
                  key={`${row.label}-${columns[index + 1] ?? index}`}
                  // A sentence (a turnaround's terms) wraps; a price stays on one line.
                  className={cell.length > proseLength ? `${styles.price} ${styles.prose}` : styles.price}
                  data-testid={row.testId ? `${row.testId}-${index}` : undefined}
                >
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
