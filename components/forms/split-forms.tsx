'use client';

import dynamic from 'next/dynamic';
import type { ComponentProps } from 'react';
import { afterCurrentTask } from '@/lib/time/next-task';
import { HydrateWhenNeeded } from './hydrate-when-needed';

/*
 * The page forms, each in a chunk of its own. The server renders them in full as before; in the
 * browser their code (validation packs, selects, file checks) is evaluated and hydrated in tasks
 * of their own after the rest of the page, rather than inside the one long start-up task that
 * evaluates every module of the page (`afterCurrentTask`: even when the chunk has already
 * arrived). On a mid-range phone that task is what blocks a tap.
 */
export const ContactForm = dynamic(() => afterCurrentTask().then(() => import('./contact-form')).then((module) => module.ContactForm));
const LiveApplicationForm = dynamic(() => afterCurrentTask().then(() => import('./application-form')).then((module) => module.ApplicationForm));

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
