'use client';

import { useState, type FormEvent } from 'react';
import { MultiSelect } from '@/components/ui/multi-select';
import type { SelectOption } from '@/components/ui/select-options';
import { adminContract, type AdminResponseData } from '@/lib/api/contract/admin';
import { staffCall } from '@/lib/api/staff-client';
import { PROFESSIONAL_TYPES } from '@/lib/validation/forms/professional-options';
import { useAction } from './action-form';
import { appliedLanguages } from './application-fields';
import { StaffField } from './staff-field';
import { useStaffSession } from './staff-session';
import { optionsWith } from './work-choices';
import styles from './staff.module.css';

type Application = AdminResponseData<'getApplication'>;

/**
 * Approving a pending application into a professional: what they work as and how much as applied
 * unless staff say otherwise, and their languages chosen from the catalog by name, starting from
 * the ones the applicant's language pairs name.
 */
export function ApplicationApproval({
  application,
  languages: options,
  onApproved,
}: {
  application: Application;
  languages: readonly SelectOption[];
  onApproved: () => void;
}) {
  const session = useStaffSession();
  const approval = useAction();
  const [userType, setUserType] = useState('');
  const [languages, setLanguages] = useState(() => appliedLanguages(application.body));
  const [capacity, setCapacity] = useState('');

  async function approve(event: FormEvent) {
    event.preventDefault();
    const chosenType = PROFESSIONAL_TYPES.find((type) => type === userType);
    const done = await approval.run(
      () =>
        staffCall('approveApplication', adminContract.approveApplication.responses[201], {
          params: { id: application.id },
          csrf: session.csrfToken,
          body: {
            ...(chosenType ? { userType: chosenType } : {}),
            // Always the list as shown: with none chosen, the API says one is needed rather than taking the application's.
            languages,
            ...(capacity.trim() ? { capacity: Number(capacity) } : {}),
          },
        }),
      `Approved ${application.reference}: ${application.email} is now a professional.`,
    );
    if (done) onApproved();
  }

  return (
    <form onSubmit={approve} className={styles.form} aria-labelledby="approve-title" noValidate>
      <h3 id="approve-title">Approve into a professional</h3>
      <p className={styles.muted}>Leave “Works as” and “Capacity” empty to take them from the application.</p>
      <StaffField id="approve-userType" label="Works as" error={approval.fieldError('userType')}>
        {(control) => (
          <select {...control} value={userType} onChange={(event) => setUserType(event.target.value)}>
            <option value="">As applied</option>
            {PROFESSIONAL_TYPES.map((type) => (
              <option key={type} value={type}>
                {type}
              </option>
            ))}
          </select>
        )}
      </StaffField>
      <MultiSelect
        id="approve-languages"
        label="Languages"
        hint="Set from the applicant's language pairs (English aside); type a name to add another."
        value={languages}
        onChange={setLanguages}
        options={optionsWith(options, languages)}
        error={approval.fieldError('languages')}
      />
      <StaffField id="approve-capacity" label="Capacity (projects at once, 1–20)" error={approval.fieldError('capacity')}>
        {(control) => <input {...control} type="number" min={1} max={20} value={capacity} onChange={(event) => setCapacity(event.target.value)} />}
      </StaffField>
      <button type="submit" className="button" aria-disabled={approval.busy || undefined}>
        Approve
      </button>
      {approval.error ? (
        <p role="alert" className={styles.error}>
          {approval.error.message}
        </p>
      ) : null}
    </form>
  );
}
