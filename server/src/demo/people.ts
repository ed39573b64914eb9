// Made-up people for generated customers and inquiries: British names, e-mail addresses on the
// reserved example domains and phone numbers from Ofcom's range set aside for fiction, so no
// generated row can reach a real person.
import type { Random } from './random.ts';

export const FIRST_NAMES = [
  'Oliver',
  'Amelia',
  'George',
  'Isla',
  'Harry',
  'Ava',
  'Noah',
  'Mia',
  'Jack',
  'Ivy',
  'Leo',
  'Grace',
  'Arthur',
  'Freya',
  'Muhammad',
  'Lily',
  'Oscar',
  'Sophia',
  'Charlie',
  'Florence',
  'Henry',
  'Evie',
  'Thomas',
  'Poppy',
  'Alfie',
  'Emily',
  'Theo',
  'Isabella',
  'Archie',
  'Ella',
  'Joshua',
  'Chloe',
  'James',
  'Priya',
  'William',
  'Aisha',
  'Samuel',
  'Hannah',
  'Daniel',
  'Zara',
  'Ethan',
  'Sophie',
  'Ryan',
  'Megan',
  'Callum',
  'Niamh',
  'Rhys',
  'Eilidh',
  'Kwame',
  'Chiamaka',
  'Arjun',
  'Anjali',
  'Tomasz',
  'Zofia',
  'Luca',
  'Elena',
  'Connor',
  'Siobhan',
  'Hamza',
  'Fatima',
] as const;

export const LAST_NAMES = [
  'Smith',
  'Jones',
  'Taylor',
  'Brown',
  'Williams',
  'Wilson',
  'Johnson',
  'Davies',
  'Robinson',
  'Wright',
  'Thompson',
  'Evans',
  'Walker',
  'White',
  'Roberts',
  'Green',
  'Hall',
  'Wood',
  'Jackson',
  'Clarke',
  'Patel',
  'Khan',
  'Lewis',
  'Harris',
  'Cooper',
  'King',
  'Baker',
  'Hughes',
  'Edwards',
  'Turner',
  'Morgan',
  'Campbell',
  'Murphy',
  "O'Brien",
  'MacDonald',
  'Singh',
  'Ahmed',
  'Okafor',
  'Mensah',
  'Kowalski',
  'Nowak',
  'Rossi',
  'Begum',
  'Hussain',
  'Shah',
  'Fraser',
  'Stewart',
  'Kelly',
  'Bennett',
  'Price',
] as const;

const EMAIL_DOMAINS: readonly (readonly [string, number])[] = [
  ['example.com', 5],
  ['example.co.uk', 3],
  ['example.org', 1],
  ['example.net', 1],
];

export interface Person {
  name: string;
  email: string;
  phone: string;
}

export function makePerson(random: Random): Person {
  const first = random.pick(FIRST_NAMES);
  const last = random.pick(LAST_NAMES);
  const local = [first, last].map((part) => part.toLowerCase().replace(/[^a-z]/g, ''));
  const separator = random.pick(['.', '.', '_', '']);
  const suffix = random.chance(0.45) ? String(random.int(1, 99)) : '';
  return {
    name: `${first} ${last}`,
    email: `${local.join(separator)}${suffix}@${random.weighted(EMAIL_DOMAINS)}`,
    phone: makePhone(random),
  };
}

/** A mobile number from 07700 900000–900999, the block Ofcom keeps for drama and examples. */
export function makePhone(random: Random): string {
  return `+44 7700 900${String(random.int(0, 999)).padStart(3, '0')}`;
}
