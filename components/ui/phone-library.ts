/**
 * What the phone field takes from react-phone-number-input, in a module of its own so that the
 * field's loader can evaluate the library in a task before the control's (`importInTasks` in
 * phone-input.tsx). Importing the package itself there would keep every export of it.
 */
export { default as PhoneInputWithCountry, formatPhoneNumberIntl, getCountryCallingCode, isSupportedCountry, type Country } from 'react-phone-number-input';
