import type { ProfessionalRates } from '@/lib/api/contract/admin-records';
import type { UserType } from '../db/schema';

export interface SampleProfessional {
  userType: UserType;
  name: string;
  email: string;
  languages: string[];
  locations: string[];
  platforms: string[];
  certifications: string[];
  specializations: string[];
  /** Made up like everything here: these people are samples, seeded only with SEED_SAMPLES. */
  rating: number;
  rates: ProfessionalRates;
  capacity: number;
}

/**
 * Sample rates in each profession's unit (cents per word, per hour, per audio minute): about the
 * share of the client's common-tier price that a project states as its pay (server/assignment/policy.ts),
 * so the samples are offered the orders they match. A rate above what an order earns for the work
 * keeps a professional out of its waves (the `pay` rule).
 */
const sampleRates: Record<UserType, ProfessionalRates> = {
  translator: { perWordCents: 6 },
  proofreader: { perWordCents: 2 },
  interpreter: { perHourCents: 6_000 },
  transcriber: { perMinuteCents: 90 },
};

type Row = [name: string, languages: string, rating: number, extra?: { loc?: string; plat?: string; cert?: string; spec?: string; cap?: number }];

const list = (value: string | undefined) => (value === undefined || value === '' ? [] : value.split(' '));

/** "Lucía Fernández" → "lucia.fernandez@example.com" (example.com never delivers mail). */
function sampleEmail(name: string): string {
  const local = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]+/g, '.')
    .replace(/^\.|\.$/g, '');
  return `${local}@example.com`;
}

const translators: Row[] = [
  ['Lucía Fernández', 'spanish portuguese', 4.9, { cert: 'ata', spec: 'legal immigration' }],
  ['Diego Morales', 'spanish', 4.7, { spec: 'immigration academic' }],
  ['Carmen Ortiz', 'spanish', 4.8, { cert: 'ata', spec: 'medical' }],
  ['Rafael Souza', 'portuguese spanish', 4.6, { spec: 'legal business' }],
  ['Claire Dubois', 'french', 4.8, { cert: 'ata', spec: 'legal academic' }],
  ['Jonas Becker', 'german', 4.7, { spec: 'technical business' }],
  ['Giulia Romano', 'italian french', 4.6, { spec: 'academic' }],
  ['Olena Kovalenko', 'ukrainian russian', 4.9, { cert: 'ata', spec: 'immigration legal' }],
  ['Dmitri Volkov', 'russian', 4.5, { spec: 'technical' }],
  ['Yasmin Haddad', 'arabic french', 4.8, { spec: 'immigration medical' }],
  ['Thanh Nguyen', 'vietnamese', 4.7, { spec: 'immigration' }],
  ['Ji-woo Park', 'korean', 4.6, { spec: 'business academic' }],
  ['Haruka Sato', 'japanese', 4.8, { cert: 'ata', spec: 'technical business' }],
  ['Wei Zhang', 'chinese-simplified chinese-traditional', 4.7, { cert: 'ata', spec: 'legal business' }],
  ['Mei-Ling Chen', 'chinese-traditional chinese-simplified', 4.6, { spec: 'immigration academic' }],
  ['Jean-Baptiste Pierre', 'haitian-creole french', 4.7, { spec: 'immigration' }],
  ['Maricel Reyes', 'tagalog', 4.6, { spec: 'medical immigration' }],
  ['Arjun Mehta', 'hindi', 4.5, { spec: 'academic business' }],
  ['Katarzyna Nowak', 'polish', 4.7, { spec: 'legal' }],
  ['Parisa Rahimi', 'farsi', 4.8, { cert: 'ata', spec: 'immigration academic' }],
];

const interpreters: Row[] = [
  ['Alejandro Ruiz', 'spanish', 4.9, { loc: 'new-york-ny', plat: 'zoom microsoft-teams phone-interpreting', cert: 'court', spec: 'legal' }],
  [
    'Sofía Herrera',
    'spanish',
    4.8,
    { loc: 'miami-fl atlanta-ga', plat: 'zoom video-remote-interpreting phone-interpreting', cert: 'medical-interpreter', spec: 'medical' },
  ],
  ['Javier Castillo', 'spanish', 4.7, { loc: 'los-angeles-ca san-francisco-ca', plat: 'zoom webex', cert: 'court', spec: 'legal' }],
  ['Ana Lima', 'portuguese spanish', 4.6, { loc: 'boston-ma new-york-ny', plat: 'google-meet zoom phone-interpreting', spec: 'medical' }],
  ['Ricardo Gómez', 'spanish', 4.6, { loc: 'houston-tx chicago-il', plat: 'microsoft-teams phone-interpreting', spec: 'legal business' }],
  [
    'Carlos Mendoza',
    'spanish',
    4.7,
    {
      loc: 'washington-dc atlanta-ga seattle-wa boston-ma',
      plat: 'video-remote-interpreting phone-interpreting',
      cert: 'medical-interpreter',
      spec: 'medical',
    },
  ],
  ['Li Na Wang', 'mandarin', 4.8, { loc: 'san-francisco-ca los-angeles-ca seattle-wa', plat: 'zoom microsoft-teams webex', spec: 'business' }],
  [
    'Kelvin Chan',
    'cantonese mandarin',
    4.7,
    { loc: 'new-york-ny san-francisco-ca', plat: 'phone-interpreting video-remote-interpreting', cert: 'medical-interpreter', spec: 'medical' },
  ],
  ['Natalia Ivanova', 'russian ukrainian', 4.6, { loc: 'new-york-ny seattle-wa chicago-il', plat: 'zoom phone-interpreting', spec: 'legal' }],
  [
    'Omar Khalil',
    'arabic',
    4.8,
    {
      loc: 'chicago-il houston-tx washington-dc',
      plat: 'zoom microsoft-teams phone-interpreting video-remote-interpreting',
      cert: 'court',
      spec: 'legal immigration',
    },
  ],
  ['Linh Tran', 'vietnamese', 4.7, { loc: 'houston-tx los-angeles-ca seattle-wa', plat: 'phone-interpreting video-remote-interpreting', spec: 'medical' }],
  ['Min-jun Kim', 'korean', 4.6, { loc: 'los-angeles-ca atlanta-ga new-york-ny', plat: 'zoom microsoft-teams google-meet', spec: 'business' }],
  [
    'Marie-Claude Joseph',
    'haitian-creole french',
    4.8,
    {
      loc: 'miami-fl boston-ma new-york-ny',
      plat: 'phone-interpreting video-remote-interpreting zoom',
      cert: 'medical-interpreter',
      spec: 'medical immigration',
    },
  ],
  ['Piotr Zieliński', 'polish', 4.5, { loc: 'chicago-il new-york-ny', plat: 'zoom phone-interpreting', spec: 'legal' }],
  ['Daniel Esposito', 'italian spanish', 4.5, { loc: 'boston-ma new-york-ny washington-dc', plat: 'webex microsoft-teams zoom', spec: 'business' }],
  ['Reza Karimi', 'farsi', 4.7, { loc: 'los-angeles-ca washington-dc seattle-wa', plat: 'zoom phone-interpreting', spec: 'immigration' }],
  [
    'Priya Sharma',
    'hindi',
    4.6,
    { loc: 'san-francisco-ca chicago-il atlanta-ga houston-tx', plat: 'google-meet zoom phone-interpreting', spec: 'business medical' },
  ],
  ['Emily Laurent', 'french german', 4.8, { loc: 'washington-dc new-york-ny', plat: 'webex microsoft-teams', spec: 'business' }],
  ['Akiko Tanaka', 'japanese', 4.7, { loc: 'seattle-wa san-francisco-ca los-angeles-ca', plat: 'zoom microsoft-teams', spec: 'business technical' }],
  [
    'Rosa Villanueva',
    'tagalog spanish',
    4.6,
    { loc: 'los-angeles-ca san-francisco-ca seattle-wa', plat: 'phone-interpreting video-remote-interpreting', spec: 'medical' },
  ],
];

const proofreaders: Row[] = [
  ['Hannah Mitchell', 'spanish french', 4.8, { spec: 'academic legal' }],
  ['Tomás Aguilar', 'spanish portuguese', 4.7, { spec: 'legal' }],
  ['Sabine Keller', 'german italian', 4.6, { spec: 'technical' }],
  ['Yuki Mori', 'japanese korean', 4.6, { spec: 'business' }],
  ['Leila Nasser', 'arabic farsi', 4.7, { spec: 'immigration' }],
  ['Grace Liu', 'chinese-simplified chinese-traditional', 4.7, { spec: 'academic' }],
];

const transcribers: Row[] = [
  ['Gabriel Rivas', 'spanish portuguese', 4.7, { spec: 'legal' }],
  ['Nadia Petrova', 'russian ukrainian polish', 4.6, { spec: 'legal' }],
  ['Samuel Okafor', 'french haitian-creole', 4.5, { spec: 'medical' }],
  ['Anh Pham', 'vietnamese tagalog', 4.6, { spec: 'medical' }],
  ['Fatima Benali', 'arabic french', 4.7, { spec: 'business' }],
  ['Helen Cho', 'korean mandarin cantonese', 4.6, { spec: 'business' }],
];

function expand(userType: UserType, rows: Row[]): SampleProfessional[] {
  return rows.map(([name, languages, rating, extra = {}], i) => ({
    userType,
    name,
    email: sampleEmail(name),
    languages: list(languages),
    locations: list(extra.loc),
    platforms: list(extra.plat),
    certifications: list(extra.cert),
    specializations: list(extra.spec),
    rating,
    rates: sampleRates[userType],
    capacity: extra.cap ?? 2 + (i % 3),
  }));
}

/** The sample pool a fresh machine starts with: every top language, city and platform is covered. */
export const sampleProfessionals: readonly SampleProfessional[] = [
  ...expand('translator', translators),
  ...expand('interpreter', interpreters),
  ...expand('proofreader', proofreaders),
  ...expand('transcriber', transcribers),
];
