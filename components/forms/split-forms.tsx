'use client';

import dynamic from 'next/dynamic';
import type { ComponentProps } from 'react';
import { importInTasks } from '@/components/ui/lazy-import';
import { HydrateWhenNeeded } from './hydrate-when-needed';

/*
 * The page forms, each in a chunk of its own. The server renders them in full as before; in the
 * browser their code (validation packs, selects, file checks) is evaluated in tasks of their own
 * after the rest of the page, rather than inside the one long start-up task that evaluates every
 * module of the page (even when the chunks have already arrived): zod (with the small spam-field
 * schema), the form's schema and its rules, the form machinery (react-hook-form), then the form.
 * In one task, the contact form's took 99–114 ms of a 4×-slowed phone's main thread.
 */
/** A page form's loader: zod (with the spam-field schema), `schema`, react-hook-form, then `form`. */
const formInTasks = <Form,>(schema: () => Promise<unknown>, form: () => Promise<Form>) =>
  importInTasks(
    () => import('@/lib/validation/spam'),
    schema,
    () => import('./use-api-form'),
    form,
  );

export const ContactForm = dynamic(() =>
  formInTasks(
    () => import('@/lib/validation/forms/contact'),
    () => import('./contact-form'),
  ).then((module) => module.ContactForm),
);
const LiveApplicationForm = dynamic(() =>
  formInTasks(
    () => import('@/lib/validation/forms/application'),
    () => import('./application-form'),
  ).then((module) => module.ApplicationForm),
);

/**
 * The application form sits under a long guide (`/pro/{userType}/`, `/translators/`): its code loads
 * and hydrates only as the visitor nears it or reaches for it; until then the server's HTML stands.
 */
export function ApplicationForm(props: ComponentProps<typeof LiveApplicationForm>) {
  return (
    <HydrateWhenNeeded margin="400px 0px">
      <LiveApplicationForm {...props} />
    </HydrateWhenNeeded>
  );
}
