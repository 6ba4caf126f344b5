import { formMessages } from './form-messages';

/** The privacy policy, linked from consent boxes and form notes. */
export const privacyPolicyPath = '/agreement/privacy-policy/';

export function PrivacyLink() {
  return <a href={privacyPolicyPath}>{formMessages.common.privacyLink}</a>;
}
