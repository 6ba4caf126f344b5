import { demandLanguagesOf } from '../indexes';
import type { Catalog, VariantServiceId } from '../schema';
import type { ServiceVariant } from '../slugs';
import { timeZoneFacts } from './facts';
import { cityState } from './location';
import { fitLength, joinList } from './text';

export const TITLE_MAX = 60;
export const DESCRIPTION_MIN = 120;
export const DESCRIPTION_MAX = 160;

const PADDING = ['', ' Fixed quotes online.', ' Get a fixed quote online in minutes.', ' Instant, itemized quotes online before you book.'];

function fitDescription(candidates: readonly string[], what: string): string {
  const padded = candidates.flatMap((c) => PADDING.map((p) => `${c}${p}`));
  return fitLength(padded, DESCRIPTION_MIN, DESCRIPTION_MAX, what);
}

/** Drops parenthesised native-script glosses, which meta descriptions don't need. */
function plainText(text: string): string {
  return text.replace(/\s*\([^)]*\)/g, '');
}

function fitTitle(candidates: readonly string[], what: string): string {
  return fitLength(candidates, 1, TITLE_MAX, what);
}

/** The page title (without the site suffix) for a variant page. */
export function variantTitle(serviceId: VariantServiceId, variant: ServiceVariant): string {
  switch (variant.kind) {
    case 'language': {
      const L = variant.language.name;
      const options = {
        'document-translation': [`Certified ${L} Translation Services`, `Certified ${L} Translation`],
        'on-site-interpretation': [`On-Site ${L} Interpreters for Any Setting`, `On-Site ${L} Interpreters`],
        'remote-interpretation': [`Remote ${L} Interpreters by Video and Phone`, `Remote ${L} Interpreters`],
      };
      return fitTitle(options[serviceId], `title for ${L}`);
    }
    case 'location': {
      const where = cityState(variant.location);
      const options = {
        'document-translation': [`Certified Translation Services in ${where}`, `Certified Translation in ${where}`],
        'on-site-interpretation': [`On-Site Interpreters in ${where}`],
        'remote-interpretation': [`Remote Interpreting Services for ${where}`, `Remote Interpreting for ${where}`],
      };
      return fitTitle(options[serviceId], `title for ${where}`);
    }
    case 'pair': {
      const L = variant.language.name;
      const where = cityState(variant.location);
      const options = {
        'document-translation': [`Certified ${L} Translation in ${where}`, `${L} Certified Translation, ${where}`, `${L} Translation, ${where}`],
        'on-site-interpretation': [`${L} Interpreters in ${where}`, `${L} Interpreters, ${where}`],
        'remote-interpretation': [`Remote ${L} Interpreters for ${where}`, `Remote ${L} Interpreting, ${where}`, `${L} Remote Interpreting, ${where}`, `${L} Remote, ${where}`],
      };
      return fitTitle(options[serviceId], `title for ${L} in ${where}`);
    }
    case 'platform': {
      const P = variant.platform.name;
      const options = {
        video: [`Interpreters for ${P} Meetings and Webinars`, `Interpreters for ${P} Meetings`],
        phone: [`${P} on Demand`, P],
        vri: [`${P} for Clinics and Front Desks`, P],
      };
      return fitTitle(options[variant.platform.kind], `title for ${P}`);
    }
  }
}

/** The meta description (120–160 characters) for a variant page. */
export function variantDescription(serviceId: VariantServiceId, variant: ServiceVariant, catalog: Catalog): string {
  const count = catalog.languages.length;
  switch (variant.kind) {
    case 'language': {
      const { name: L, settings } = variant.language;
      const documents = variant.language.documents.map(plainText);
      const options = {
        'document-translation': [
          `Certified ${L} to English translation accepted by USCIS, courts and universities, including ${documents[0]}. Signed PDF delivery.`,
          `Certified ${L} translations for USCIS, courts and universities, delivered as a signed PDF with a certificate of accuracy.`,
        ],
        'on-site-interpretation': [
          `Professional on-site ${L} interpreters for ${settings[0]} and ${settings[1]}, matched to the speaker's dialect and setting.`,
          `On-site ${L} interpreters for hospitals, courts, schools and businesses, matched to the setting and the speaker's dialect.`,
        ],
        'remote-interpretation': [
          `Remote ${L} interpreters on Zoom, Teams and Webex, plus phone and video remote interpreting for ${settings[0]} and more.`,
          `Remote ${L} interpreters on Zoom, Teams and Webex, plus on-demand phone and video remote interpreting.`,
        ],
      };
      return fitDescription(options[serviceId], `description for ${L}`);
    }
    case 'location': {
      const where = cityState(variant.location);
      const top = joinList(demandLanguagesOf(variant.location, catalog).slice(0, 3).map((l) => l.name));
      const tz = timeZoneFacts(variant.location.timeZone).name;
      const options = {
        'document-translation': [
          `Certified translations for ${where} clients, accepted by USCIS, courts and universities, from ${top} and ${count - 3} more languages.`,
          `Certified translation for ${where}: signed translations accepted by USCIS, courts and universities, with mailed copies.`,
        ],
        'on-site-interpretation': [
          `On-site interpreters in ${where} for hospitals, courts, schools and businesses, in ${top} and ${count - 3} more languages.`,
          `On-site interpreters in ${where} for medical, legal and business work, in every language we offer.`,
        ],
        'remote-interpretation': [
          `Remote interpreters for ${where} on Zoom, Teams and by phone, booked in ${tz}, in ${top} and more.`,
          `Remote interpreters for ${where} organizations by video and phone, booked in ${tz}.`,
        ],
      };
      return fitDescription(options[serviceId], `description for ${where}`);
    }
    case 'pair': {
      const { name: L, settings } = variant.language;
      const documents = variant.language.documents.map(plainText);
      const where = cityState(variant.location);
      const options = {
        'document-translation': [
          `Certified ${L} translation for ${where} clients, from ${documents[0]} to ${documents[1]}, accepted by USCIS.`,
          `Certified ${L} translation for clients in ${where}, accepted by USCIS, courts and universities. Signed PDF delivery.`,
          `Certified ${L} translation for ${where}, accepted by USCIS and courts.`,
        ],
        'on-site-interpretation': [
          `${L} interpreters in ${where} for ${settings[0]} and ${settings[1]}, matched to the speaker's dialect.`,
          `Professional ${L} interpreters on site in ${where} for medical, legal, school and business assignments.`,
          `${L} interpreters on site in ${where} for medical and legal work.`,
        ],
        'remote-interpretation': [
          `Remote ${L} interpreters for ${where}: video sessions on Zoom or Teams, on-demand phone interpreting and VRI, in local time.`,
          `Remote ${L} interpreters for ${where} by video, phone and VRI, scheduled in local time.`,
          `Remote ${L} interpreting for ${where} by video and phone.`,
        ],
      };
      return fitDescription(options[serviceId], `description for ${L} in ${where}`);
    }
    case 'platform': {
      const { name: P, billing } = variant.platform;
      const rate = billing === 'per-minute' ? 'billed per minute' : 'billed per hour';
      return fitDescription(
        [
          `Professional interpreters on ${P}: how the interpreter joins, what you set up and the limits to plan around, ${rate}.`,
          `Interpreters on ${P}, ${rate}: how they join and what you set up.`,
        ],
        `description for ${P}`,
      );
    }
  }
}
