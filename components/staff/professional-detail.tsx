'use client';

import { useState, type FormEvent } from 'react';
import { AppLink } from '@/components/ui/app-link';
import { MultiSelect } from '@/components/ui/multi-select';
import { adminContract, type AdminResponseData } from '@/lib/api/contract/admin';
import { staffCall } from '@/lib/api/staff-client';
import { LoadStatus } from './load-status';
import { useAction } from './action-form';
import { formatRates, formatRating, formatWhen } from './format';
import { StaffField } from './staff-field';
import { useFocusOnShow } from './use-focus-on-show';
import { useStaffSession } from './staff-session';
import { useStaffData } from './use-staff-data';
import { namesOf, optionsWith, type WorkChoices } from './work-choices';
import styles from './staff.module.css';

type Professional = AdminResponseData<'getProfessional'>;

const rateKeys = ['perWordCents', 'perHourCents', 'perMinuteCents'] as const;
/** What a professional works in, each chosen from its catalog list (`WorkChoices`). */
const workFields = [
  { key: 'languages', label: 'Languages' },
  { key: 'locations', label: 'Locations (on-site work)' },
  { key: 'platforms', label: 'Platforms (remote work)' },
] as const satisfies readonly { key: keyof WorkChoices; label: string }[];
type WorkKey = (typeof workFields)[number]['key'];

const rateText = (cents: number | undefined) => (cents === undefined ? '' : String(cents));
/** A professional: pause or resume their offers, and edit what they work in, how much, and their rates. */
export function ProfessionalDetail({ id, choices }: { id: string; choices: WorkChoices }) {
  const [loaded, reload] = useStaffData(`professional:${id}`, (signal) =>
    staffCall('getProfessional', adminContract.getProfessional.responses[200], { params: { id }, signal }),
  );
  const heading = useFocusOnShow<HTMLHeadingElement>(loaded.state === 'ready');

  if (loaded.state !== 'ready') return <LoadStatus loaded={loaded} />;
  const professional = loaded.value;
  return (
    <article className={styles.detail} aria-labelledby="professional-title">
      <p>
        <AppLink href="/staff/professionals/" prefetch={false}>
          Back to professionals
        </AppLink>
      </p>
      <h2 id="professional-title" ref={heading} tabIndex={-1}>
        {professional.name}
      </h2>
      <dl className={styles.facts}>
        <dt>Email</dt>
        <dd>{professional.email}</dd>
        <dt>Works as</dt>
        <dd>{professional.userType}</dd>
        <dt>Offers</dt>
        <dd data-professional-active={professional.active}>{professional.active ? 'Active' : 'Paused'}</dd>
        <dt>Last offered</dt>
        <dd>{formatWhen(professional.lastOfferedAt)}</dd>
        <dt>Rating</dt>
        <dd>{formatRating(professional.rating)}</dd>
        <dt>Rates</dt>
        <dd>{formatRates(professional.rates)}</dd>
        <dt>Languages</dt>
        <dd>{namesOf(professional.languages, choices.languages)}</dd>
        <dt>Locations</dt>
        <dd>{namesOf(professional.locations, choices.locations)}</dd>
        <dt>Platforms</dt>
        <dd>{namesOf(professional.platforms, choices.platforms)}</dd>
      </dl>
      <PauseResume professional={professional} onChanged={reload} />
      <EditProfessional
        key={[professional.languages, professional.locations, professional.platforms, professional.capacity, JSON.stringify(professional.rates)].join('|')}
        professional={professional}
        choices={choices}
        onChanged={reload}
      />
    </article>
  );
}

function PauseResume({ professional, onChanged }: { professional: Professional; onChanged: () => void }) {
  const session = useStaffSession();
  const action = useAction();
  const route = professional.active ? 'pauseProfessional' : 'resumeProfessional';
  async function toggle() {
    const ok = await action.run(
      () => staffCall(route, adminContract[route].responses[200], { params: { id: professional.id }, csrf: session.csrfToken }),
      professional.active ? `${professional.name} is paused: no new offers.` : `${professional.name} receives offers again.`,
    );
    if (ok) onChanged();
  }
  return (
    <div className={styles.rowActions}>
      <button type="button" className="button button-ghost" onClick={toggle} aria-disabled={action.busy || undefined}>
        {professional.active ? 'Pause offers' : 'Resume offers'}
      </button>
      {action.error ? (
        <p role="alert" className={styles.error}>
          {action.error.message}
        </p>
      ) : null}
    </div>
  );
}

function EditProfessional({ professional, choices, onChanged }: { professional: Professional; choices: WorkChoices; onChanged: () => void }) {
  const session = useStaffSession();
  const action = useAction();
  const [work, setWork] = useState<Record<WorkKey, string[]>>({
    languages: professional.languages,
    locations: professional.locations,
    platforms: professional.platforms,
  });
  const [values, setValues] = useState({
    capacity: String(professional.capacity),
    perWordCents: rateText(professional.rates.perWordCents),
    perHourCents: rateText(professional.rates.perHourCents),
    perMinuteCents: rateText(professional.rates.perMinuteCents),
  });
  const set = (key: keyof typeof values) => (event: { target: { value: string } }) => setValues((current) => ({ ...current, [key]: event.target.value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const rates = Object.fromEntries(rateKeys.flatMap((key) => (values[key].trim() === '' ? [] : [[key, Number(values[key])]])));
    const body = { ...work, capacity: Number(values.capacity), rates };
    const ok = await action.run(
      () =>
        staffCall('updateProfessional', adminContract.updateProfessional.responses[200], { params: { id: professional.id }, csrf: session.csrfToken, body }),
      `Saved ${professional.name}'s languages, locations, platforms, capacity and rates.`,
    );
    if (ok) onChanged();
  }

  return (
    <form onSubmit={submit} className={styles.form} aria-labelledby="edit-professional-title" noValidate>
      <h3 id="edit-professional-title">What they work in</h3>
      {workFields.map(({ key, label }) => (
        <MultiSelect
          key={key}
          id={`professional-${key}`}
          label={label}
          value={work[key]}
          onChange={(chosen) => setWork((current) => ({ ...current, [key]: chosen }))}
          options={optionsWith(choices[key], work[key])}
          error={action.fieldError(key)}
        />
      ))}
      <StaffField id="professional-capacity" label="Capacity (projects at once, 1–20)" error={action.fieldError('capacity')}>
        {(control) => <input {...control} type="number" min={1} max={20} value={values.capacity} onChange={set('capacity')} />}
      </StaffField>
      <StaffField id="professional-per-word" label="Rate per word, in cents (empty: none)" error={action.fieldError('rates.perWordCents')}>
        {(control) => <input {...control} type="number" min={1} max={100} value={values.perWordCents} onChange={set('perWordCents')} />}
      </StaffField>
      <StaffField id="professional-per-hour" label="Rate per hour, in cents (empty: none)" error={action.fieldError('rates.perHourCents')}>
        {(control) => <input {...control} type="number" min={1} max={50000} value={values.perHourCents} onChange={set('perHourCents')} />}
      </StaffField>
      <StaffField id="professional-per-minute" label="Rate per audio minute, in cents (empty: none)" error={action.fieldError('rates.perMinuteCents')}>
        {(control) => <input {...control} type="number" min={1} max={2000} value={values.perMinuteCents} onChange={set('perMinuteCents')} />}
      </StaffField>
      <button type="submit" className="button" aria-disabled={action.busy || undefined}>
        Save
      </button>
      {action.error ? (
        <p role="alert" className={styles.error}>
          {action.error.message}
        </p>
      ) : null}
    </form>
  );
}
