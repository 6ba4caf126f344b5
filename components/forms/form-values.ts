/**
 * A form's values while it is being filled in: the schema's input, where the listed choices may
 * still be blank ('' for a select, undefined for a number or a file). The schema reports a blank
 * as missing; the form needs the blank to start from.
 */
export type Blankable<Input, Keys extends keyof Input> = Omit<Input, Keys> & { [K in Keys]: Input[K] | '' | undefined };
