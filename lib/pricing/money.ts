/**
 * Integer-cent arithmetic. Amounts stay integers end to end: a line that needs a
 * fraction (a percentage, a rate per hour billed per minute) is computed as an
 * exact fraction of integers and rounded once, half up, to the cent.
 */

/**
 * `numerator / denominator` rounded half up to an integer (2.5 → 3, 2.4 → 2).
 * Both arguments must be integers, the denominator positive. Pricing amounts are
 * never negative; a negative value rounds half towards positive infinity too.
 */
export function roundHalfUp(numerator: number, denominator = 1): number {
  if (!Number.isSafeInteger(numerator) || !Number.isSafeInteger(denominator) || denominator <= 0) {
    throw new RangeError(`roundHalfUp needs integers and a positive denominator, got ${numerator}/${denominator}`);
  }
  const quotient = Math.floor(numerator / denominator);
  const remainder = numerator - quotient * denominator;
  return remainder * 2 >= denominator ? quotient + 1 : quotient;
}

/** The price of `minutes` at an hourly rate in cents, rounded half up. */
export function hourlyAmount(hourlyCents: number, minutes: number): number {
  return roundHalfUp(hourlyCents * minutes, 60);
}

/** Rounds a duration up to a whole number of increments. */
export function roundUpTo(value: number, increment: number): number {
  return Math.ceil(value / increment) * increment;
}
