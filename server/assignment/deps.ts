import type { Db } from '../db/database';
import type { NameResolver } from '../catalog/names';
import type { WavePolicy } from './policy';

/** What the assignment system needs from the app. */
export interface AssignmentDeps {
  db: Db;
  now: () => Date;
  policy: WavePolicy;
  /** Public site origin; offer links are `${siteUrl}/jobs/?offer=<token>`. */
  siteUrl: string;
  staffEmail: string;
  names: NameResolver;
}
