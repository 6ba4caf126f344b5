import { notFound } from '../../http/errors';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids are UUIDs; anything else cannot exist, so it is a 404 rather than a database error. */
export function requireId(id: string, what: string): string {
  if (!uuid.test(id)) throw notFound(`There is no ${what} ${id}.`);
  return id;
}
