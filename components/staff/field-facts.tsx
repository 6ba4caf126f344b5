import styles from './staff.module.css';

/** Fields in words as facts of a record's `<dl className={styles.facts}>`, each its label and its value. */
export function FieldFacts({ fields }: { fields: readonly { label: string; value: string }[] }) {
  return fields.map((field) => (
    <div key={field.label} className={styles.fact}>
      <dt>{field.label}</dt>
      <dd>{field.value}</dd>
    </div>
  ));
}
