import { z } from 'zod';
import type { RuleParams } from '../issue';
import { defineRule, type Rule } from './define';
import { checkPhoneValidity } from './phone-validity';

/*
 * Character rules. Letters are Unicode letters with their combining marks, so Turkish,
 * Spanish or Vietnamese names pass (ç ğ ı İ ö ş ü, ñ, ệ), and digits are ASCII 0-9.
 */
const ALPHA = /^[\p{L}\p{M}]+$/u;
const ALPHA_NUM = /^[\p{L}\p{M}0-9]+$/u;
const ALPHA_DASH = /^[\p{L}\p{M}0-9_-]+$/u;
const ALPHA_SPACES = /^[\p{L}\p{M}\p{Zs}]+$/u;
const DIGITS = /^[0-9]+$/;
/** E.164: a plus, a country code that does not start with 0, 8 to 15 digits in all. */
const E164 = /^\+[1-9][0-9]{7,14}$/;

export const alpha = (): Rule<string> => defineRule('alpha', (v) => ALPHA.test(v));
export const alphaNum = (): Rule<string> => defineRule('alpha_num', (v) => ALPHA_NUM.test(v));
export const alphaDash = (): Rule<string> => defineRule('alpha_dash', (v) => ALPHA_DASH.test(v));
export const alphaSpaces = (): Rule<string> => defineRule('alpha_spaces', (v) => ALPHA_SPACES.test(v));

/** Only digits 0-9 (no sign, no decimal point). */
export const numeric = (): Rule<string | number> => defineRule('numeric', (v) => DIGITS.test(String(v)));

/** Exactly `length` digits, such as a ZIP code (`digits(5)`). */
export const digits = (length: number): Rule<string | number> => defineRule('digits', (v) => DIGITS.test(String(v)) && String(v).length === length, { length });

/**
 * A decimal number written with `separator` and exactly `decimals` decimal places;
 * `decimals` 0 accepts any number of them, but at least one (as in VeeValidate).
 */
export function double(decimals = 0, separator: 'dot' | 'comma' = 'dot'): Rule<string | number> {
  const symbol = separator === 'comma' ? ',' : '.';
  const places = decimals === 0 ? '+' : `{${decimals}}`;
  const pattern = new RegExp(`^-?[0-9]+\\${symbol}[0-9]${places}$`);
  const params = { decimals, separator, symbol, ...(decimals === 0 ? { variant: 'any' } : {}) };
  return defineRule('double', (v) => pattern.test(String(v)), params);
}

/**
 * An address people actually use: dotted local part of letters, digits and _ ' + -, and a
 * domain with a letter TLD. Quoted local parts and IP-literal domains are refused.
 */
export const email = (): Rule<string> => defineRule('email', (v) => v.length <= 254 && v.indexOf('@') <= 64 && z.regexes.email.test(v));

/** Names the country code when the number has the right shape but isn't a number of that country. */
function phoneParams(value: string): RuleParams {
  const verdict = E164.test(value) ? checkPhoneValidity(value) : undefined;
  return verdict?.valid === false && verdict.callingCode !== undefined ? { variant: 'country', code: verdict.callingCode } : {};
}

/**
 * A telephone number in E.164 form, as the phone input produces it (`+16465550142`), and a real
 * number of its country once `loadPhoneValidity()` has run (see phone-validity.ts).
 */
export const phone = (): Rule<string> => defineRule('phone', (v) => E164.test(v) && checkPhoneValidity(v)?.valid !== false, phoneParams);

/** Matches `pattern`. A global or sticky pattern is copied so its `lastIndex` never carries over. */
/**
 * Letters of any script, digits, spaces and the punctuation names and firms are written with
 * (`. , ' ’ & ( ) - /`), with at least one letter. Nothing that makes a link, an address or markup
 * (`: @ < >`), no control characters.
 */
const NAME = /^(?=[^\p{L}]*\p{L})[\p{L}\p{M}\p{N}\p{Zs}.,'’&()\/-]+$/u;

/** A person's, a desk's or a firm's name as people write it. */
export function name(): Rule<string> {
  return defineRule('name', (v) => NAME.test(v));
}

export function regex(pattern: RegExp): Rule<string> {
  const stateless = new RegExp(pattern.source, pattern.flags.replace(/[gy]/g, ''));
  return defineRule('regex', (v) => stateless.test(v));
}
