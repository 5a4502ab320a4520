// Name parts the AML quality set (aml-quality.ts) builds its look-alike queries from, the
// fixed-seed PRNG that draws them, and the misspellings it applies.

export const COMMON_FIRST = [
  'James',
  'John',
  'Robert',
  'Michael',
  'William',
  'David',
  'Richard',
  'Joseph',
  'Thomas',
  'Charles',
  'Mary',
  'Patricia',
  'Jennifer',
  'Linda',
  'Elizabeth',
  'Barbara',
  'Susan',
  'Jessica',
  'Sarah',
  'Karen',
  'Emma',
  'Olivia',
  'Sophie',
  'Lucas',
  'Hugo',
  'Louis',
  'Paul',
  'Peter',
  'Anna',
  'Laura',
  'Claire',
  'Julia',
  'Martin',
  'Stefan',
  'Henrik',
  'Lars',
  'Ingrid',
  'Greta',
  'Oliver',
  'Harry',
  'George',
  'Amelia',
  'Isla',
  'Chloe',
  'Daniel',
  'Matthew',
];
export const COMMON_LAST = [
  'Smith',
  'Johnson',
  'Williams',
  'Brown',
  'Jones',
  'Miller',
  'Davis',
  'Wilson',
  'Anderson',
  'Taylor',
  'Thomas',
  'Moore',
  'Jackson',
  'White',
  'Harris',
  'Clark',
  'Lewis',
  'Walker',
  'Hall',
  'Young',
  'King',
  'Wright',
  'Scott',
  'Green',
  'Baker',
  'Adams',
  'Nelson',
  'Hill',
  'Campbell',
  'Mitchell',
  'Roberts',
  'Carter',
  'Phillips',
  'Evans',
  'Turner',
  'Parker',
  'Collins',
  'Edwards',
  'Stewart',
  'Morris',
  'Murphy',
  'Cook',
  'Rogers',
  'Morgan',
  'Cooper',
  'Peterson',
  'Bailey',
  'Reed',
  'Kelly',
  'Howard',
  'Schmidt',
  'Muller',
  'Schneider',
  'Fischer',
  'Weber',
  'Dubois',
  'Lefebvre',
  'Moreau',
  'Laurent',
  'Bernard',
  'Rossi',
  'Bianchi',
  'Jansen',
  'Visser',
  'Nielsen',
  'Larsen',
];
export const CO_ADJ = [
  'Acme',
  'Global',
  'Sunrise',
  'Pacific',
  'Northern',
  'Blue Ridge',
  'Evergreen',
  'Summit',
  'Pioneer',
  'Horizon',
  'Silverline',
  'Redwood',
  'Maple',
  'Crescent',
  'Harbor',
  'Granite',
  'Liberty',
  'Keystone',
  'Bright Path',
  'Clearwater',
  'Oakwood',
  'Riverside',
  'Starlight',
  'Greenfield',
  'Westbrook',
  'Lakeside',
  'Ironbridge',
];
export const CO_ACT = [
  'Trading',
  'Logistics',
  'Consulting',
  'Software',
  'Foods',
  'Textiles',
  'Dental Care',
  'Bakery',
  'Farms',
  'Analytics',
  'Design Studio',
  'Plumbing',
  'Hardware',
  'Realty',
  'Media',
  'Travel',
  'Furniture',
  'Pharmacy',
];
export const CO_FORMS = ['LLC', 'Ltd', 'Corp', 'Inc', 'GmbH', 'S.A.', 'Co.', 'Limited', ''];

export const ACCENTS: Record<string, string> = {
  a: 'á',
  e: 'é',
  i: 'í',
  o: 'ö',
  u: 'ü',
  n: 'ñ',
  c: 'ç',
};

export function rng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function pick<T>(r: () => number, xs: readonly T[]): T {
  return xs[Math.floor(r() * xs.length)] as T;
}

export function typo(r: () => number, word: string): string {
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  const i = 1 + Math.floor(r() * (word.length - 2)); // keep the first and last letters
  const kind = Math.floor(r() * 4);
  const w = word.toLowerCase();
  if (kind === 0) {
    let c = pick(r, [...letters]);
    while (c === w[i]) c = pick(r, [...letters]);
    return w.slice(0, i) + c + w.slice(i + 1);
  }
  if (kind === 1) return w.slice(0, i) + w.slice(i + 1);
  if (kind === 2) return w.slice(0, i) + pick(r, [...letters]) + w.slice(i);
  if (w[i] === w[i + 1]) return w.slice(0, i) + w.slice(i + 1);
  return w.slice(0, i) + (w[i + 1] ?? '') + (w[i] ?? '') + w.slice(i + 2);
}

export function accent(word: string): string {
  let done = false;
  return [...word.toLowerCase()]
    .map((ch) => {
      const a = ACCENTS[ch];
      if (a && !done) {
        done = true;
        return a;
      }
      return ch;
    })
    .join('');
}
