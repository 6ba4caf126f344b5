/** The rule kinds: checks for `.check()` and the two schemas `oneOf` and `file`. */
export { alpha, alphaDash, alphaNum, alphaSpaces, digits, double, email, name, numeric, phone, regex } from './text';
export { checkPhoneValidity, loadPhoneValidity } from './phone-validity';
export { between, integer, length, max, maxValue, min, minValue } from './size';
export { excluded, oneOf } from './choice';
export { confirmed, different, required, requiredIf } from './presence';
export { dimensions, ext, file, image, mimes, size } from './file';
export { datetime, future, systemClock, timezone, type Clock } from './date';
