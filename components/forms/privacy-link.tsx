import { AppLink } from '@/components/ui/app-link';
import { formMessages } from './form-messages';

/** The privacy policy, linked from consent boxes and form notes. */
const privacyPolicyPath = '/agreement/privacy-policy/';

export function PrivacyLink() {
  return <AppLink href={privacyPolicyPath}>{formMessages.common.privacyLink}</AppLink>;
}
