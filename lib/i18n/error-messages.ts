// The error boundaries (components/layout/route-error.tsx, in each root layout, and
// app/global-error.tsx) ship with every page. The query makes webpack load en.json here as a module
// of its own, so JSON tree shaking keeps only `errors`; the plain import is shared with the forms and
// calculators and would carry their messages (3 KB gzip) everywhere.
import messages from '@/locales/en.json?errors';

export const errorMessages = messages.errors;
