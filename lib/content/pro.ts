import { getEditorialPage, type EditorialPage } from './pages';
import { proUserTypes, type ProUserType } from './schema-parts';

export function isProUserType(value: string): value is ProUserType {
  return proUserTypes.some((type) => type === value);
}

/** The copy of /pro/{userType}/, from content/pages/pro-{userType}.md. */
export function getProRolePage(userType: ProUserType): EditorialPage {
  return getEditorialPage(`pro-${userType}`);
}

export function proRolePath(userType: ProUserType): string {
  return `/pro/${userType}/`;
}
