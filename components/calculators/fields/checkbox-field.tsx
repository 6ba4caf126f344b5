import { Checkbox } from '@/components/ui/checkbox';
import styles from './fields.module.css';

interface Props {
  id: string;
  label: string;
  checked: boolean;
  onChange?: (checked: boolean) => void;
}

export function CheckboxField({ id, label, checked, onChange }: Props) {
  const live = onChange ? { checked, onChange: (event: { target: { checked: boolean } }) => onChange(event.target.checked) } : { defaultChecked: checked };
  return <Checkbox id={id} name={id} label={label} className={styles.flush} {...live} />;
}
