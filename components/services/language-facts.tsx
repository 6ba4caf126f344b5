import type { Language } from '@/lib/catalog';
import { t } from '@/lib/i18n/messages';

type Facts = Pick<Language, 'name' | 'nativeName' | 'code' | 'script' | 'direction' | 'regions'>;

/** A language's facts from the catalog, the same on its page under every service: native name, script and direction, where it is used, its code. */
export function LanguageFacts({ language }: { language: Facts }) {
  return (
    <section aria-labelledby="language-facts">
      <h2 id="language-facts">{t('catalog.facts.heading', { language: language.name })}</h2>
      <dl>
        <dt>{t('catalog.facts.nativeName')}</dt>
        <dd lang={language.code}>{language.nativeName}</dd>
        <dt>{t('catalog.facts.script')}</dt>
        <dd>{t(`catalog.facts.direction.${language.direction}`, { script: language.script })}</dd>
        <dt>{t('catalog.facts.regions')}</dt>
        <dd>{language.regions.join(', ')}</dd>
        <dt>{t('catalog.facts.code')}</dt>
        <dd>{language.code}</dd>
      </dl>
    </section>
  );
}
