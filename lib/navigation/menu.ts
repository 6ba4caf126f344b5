/** The site's navigation as data. Labels are message keys in locales/en.json. */

export interface MenuLink {
  href: string;
  label: string;
}

export const serviceLinks: readonly MenuLink[] = [
  { href: '/services/document-translation/', label: 'nav.documentTranslation' },
  { href: '/services/on-site-interpretation/', label: 'nav.onSite' },
  { href: '/services/remote-interpretation/', label: 'nav.remote' },
  { href: '/services/#proofreading', label: 'nav.proofreading' },
  { href: '/services/#transcription', label: 'nav.transcription' },
];

export const primaryLinks: readonly MenuLink[] = [
  { href: '/pricing/', label: 'nav.pricing' },
  { href: '/certification/', label: 'nav.certification' },
  { href: '/about-us/', label: 'nav.about' },
  { href: '/blog/', label: 'nav.blog' },
  { href: '/support/', label: 'nav.support' },
  { href: '/contact-us/', label: 'nav.contact' },
];

export const quoteLink: MenuLink = { href: '/pricing/', label: 'common.getQuote' };

export const footerColumns: readonly { title: string; links: readonly MenuLink[] }[] = [
  {
    title: 'layout.footerServices',
    links: [
      ...serviceLinks,
      { href: '/services/', label: 'nav.allServices' },
      { href: '/page/portuguese-immigration-translation/', label: 'nav.portuguese' },
      { href: '/pricing/', label: 'nav.pricing' },
    ],
  },
  {
    title: 'layout.footerCompany',
    links: [
      { href: '/about-us/', label: 'nav.about' },
      { href: '/team/', label: 'nav.team' },
      { href: '/references/', label: 'nav.references' },
      { href: '/testimonials/', label: 'nav.testimonials' },
      { href: '/partnership/', label: 'nav.partnership' },
      { href: '/translators/', label: 'nav.translators' },
      { href: '/pro/', label: 'nav.pro' },
    ],
  },
  {
    title: 'layout.footerHelp',
    links: [
      { href: '/support/', label: 'nav.support' },
      { href: '/faq/', label: 'nav.faq' },
      { href: '/learn/', label: 'nav.learn' },
      { href: '/blog/', label: 'nav.blog' },
      { href: '/certification/', label: 'nav.certification' },
      { href: '/contact-us/', label: 'nav.contact' },
    ],
  },
  {
    title: 'layout.footerLegal',
    links: [
      { href: '/agreement/', label: 'nav.agreements' },
      { href: '/agreement/terms-of-service/', label: 'nav.terms' },
      { href: '/agreement/privacy-policy/', label: 'nav.privacy' },
      { href: '/agreement/cookie-policy/', label: 'nav.cookies' },
      { href: '/agreement/refund-and-acceptance-guarantee/', label: 'nav.guarantee' },
    ],
  },
];
