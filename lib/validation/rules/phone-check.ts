/**
 * The two libphonenumber functions the validity rule uses, imported by name so that the bundler
 * keeps only them. `import('libphonenumber-js/core')` loaded the whole namespace instead: a 27 KB
 * chunk (AsYouType, findNumbers, the number matcher…) evaluated on every page with a phone field.
 */
export { isValidPhoneNumber, parsePhoneNumberFromString } from 'libphonenumber-js/core';
