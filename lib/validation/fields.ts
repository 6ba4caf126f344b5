import { z } from 'zod';
import { between, datetime, email, future, integer, max, min, name, phone, regex, required, systemClock, timezone, type Clock } from './rules';
import { defineRule } from './rules/define';

/*
 * Field schemas the forms are built from: a base zod type, trimmed where it is text, and its
 * rules in order (required first, so the first message for an empty field is "required").
 */

/** The catalog's slug grammar: lower-case words joined by single hyphens. */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const COUNTRY_CODE = /^[A-Z]{2}$/;
/** An order's reference as our emails write it: `VQ-260601-7K3QXZ` (a quote), `VB-…` (a booking), in Crockford's base32. */
const ORDER_REFERENCE = /^V[QB]-[0-9]{6}-[0-9A-HJKMNP-TV-Z]{6}$/;

export const requiredText = (maxLength: number) => z.string().trim().check(required(), max(maxLength));

export const optionalText = (maxLength: number) => z.string().trim().check(max(maxLength)).optional();

/** A free-text message long enough to act on. */
export const messageText = (minLength: number, maxLength: number) => z.string().trim().check(required(), min(minLength), max(maxLength));

/** A person's or a firm's name as people write it (`name` rule): "Rebecca Stone, Stone & Alvarez LLP", "张伟", "Front desk (14th floor)". */
export const personName = () => z.string().trim().check(required(), max(120), name());

export const emailAddress = () => z.string().trim().check(required(), email());

/** E.164, as the phone input produces it. */
export const telephone = () => z.string().trim().check(required(), phone());

export const optionalTelephone = () => z.string().trim().check(phone()).optional();

/** A catalog slug (language, location, platform); the API checks that it exists. */
export const slug = () => z.string().trim().check(required(), max(80), regex(SLUG));

/** ISO 3166-1 alpha-2, upper-cased: `US`, `TR`. */
export const countryCode = () => z.string().trim().toUpperCase().check(required(), regex(COUNTRY_CODE));

/** An order's reference, upper-cased (people copy it from an email or read it over the phone). */
export const orderReference = () =>
  z
    .string()
    .trim()
    .toUpperCase()
    .check(
      required(),
      defineRule('regex', (v: string) => ORDER_REFERENCE.test(v), { variant: 'reference' }),
    );

/** A box that must be ticked, such as consent or an agreement. */
export const accepted = () => z.boolean().check(required());

export const wholeNumber = (minimum: number, maximum: number) => z.number().check(integer(), between(minimum, maximum));

/** An ISO date-time with its offset, later than `clock()` at validation time. */
export const futureDateTime = (clock: Clock = systemClock) => z.string().trim().check(required(), datetime(), future(clock));

/** An IANA time zone name. */
export const ianaTimeZone = () => z.string().trim().check(required(), timezone());
