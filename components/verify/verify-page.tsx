import { getMessages, t } from '@/lib/i18n/messages';
import type { Messages } from '@/lib/i18n/translate';
import { site } from '@/lib/site';
import { VerifyPanel } from './verify-panel';

function verifyMessages(): Messages {
  const verify = getMessages().verify;
  if (typeof verify !== 'object') throw new Error('locales/en.json → verify: expected an object of messages');
  return verify;
}

/** `/verify/`: the heading and lead, and the panel that checks the code of the address (`?code=`) and a dropped PDF. */
export function VerifyPage() {
  return (
    <section className="container section">
      <h1>{t('verify.title')}</h1>
      <p className="lead">{t('verify.lead')}</p>
      <VerifyPanel messages={verifyMessages()} contactEmail={site.email} />
    </section>
  );
}
