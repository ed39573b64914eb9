// Pictures for the demo's people: their initials on a coloured square, drawn from a small bitmap
// font (no system fonts needed, and the same name always gives the same bytes), then stored
// through the upload pipeline like any upload.
import type { UploadArea } from '@coursedesk/contract/uploads';
import { loadSharp } from '../uploads/normalize-image.ts';

/** 5 × 7 glyphs of the capital letters, one string of five bits per row. */
const GLYPHS: Record<string, readonly string[]> = {
  A: ['01110', '10001', '10001', '11111', '10001', '10001', '10001'],
  B: ['11110', '10001', '10001', '11110', '10001', '10001', '11110'],
  C: ['01110', '10001', '10000', '10000', '10000', '10001', '01110'],
  D: ['11110', '10001', '10001', '10001', '10001', '10001', '11110'],
  E: ['11111', '10000', '10000', '11110', '10000', '10000', '11111'],
  F: ['11111', '10000', '10000', '11110', '10000', '10000', '10000'],
  G: ['01110', '10001', '10000', '10111', '10001', '10001', '01111'],
  H: ['10001', '10001', '10001', '11111', '10001', '10001', '10001'],
  I: ['01110', '00100', '00100', '00100', '00100', '00100', '01110'],
  J: ['00111', '00010', '00010', '00010', '00010', '10010', '01100'],
  K: ['10001', '10010', '10100', '11000', '10100', '10010', '10001'],
  L: ['10000', '10000', '10000', '10000', '10000', '10000', '11111'],
  M: ['10001', '11011', '10101', '10101', '10001', '10001', '10001'],
  N: ['10001', '10001', '11001', '10101', '10011', '10001', '10001'],
  O: ['01110', '10001', '10001', '10001', '10001', '10001', '01110'],
  P: ['11110', '10001', '10001', '11110', '10000', '10000', '10000'],
  Q: ['01110', '10001', '10001', '10001', '10101', '10010', '01101'],
  R: ['11110', '10001', '10001', '11110', '10100', '10010', '10001'],
  S: ['01111', '10000', '10000', '01110', '00001', '00001', '11110'],
  T: ['11111', '00100', '00100', '00100', '00100', '00100', '00100'],
  U: ['10001', '10001', '10001', '10001', '10001', '10001', '01110'],
  V: ['10001', '10001', '10001', '10001', '10001', '01010', '00100'],
  W: ['10001', '10001', '10001', '10101', '10101', '10101', '01010'],
  X: ['10001', '10001', '01010', '00100', '01010', '10001', '10001'],
  Y: ['10001', '10001', '01010', '00100', '00100', '00100', '00100'],
  Z: ['11111', '00001', '00010', '00100', '01000', '10000', '11111'],
};

/** Backgrounds dark enough for white letters. */
const BACKGROUNDS: readonly (readonly [number, number, number])[] = [
  [21, 128, 61],
  [29, 78, 216],
  [194, 65, 12],
  [185, 28, 28],
  [109, 40, 217],
  [15, 118, 110],
];

const SIZE = 160;
const SCALE = 10;

/** The initials of a name, titles such as 'Dr.' left out: 'Dr. Raj Patel' → 'RP'. */
export function initialsOf(name: string): string {
  const words = name
    .split(/\s+/)
    .filter((word) => word && !/^(dr|mr|mrs|ms|prof)\.?$/i.test(word))
    .map((word) => word.replace(/[^A-Za-z]/g, ''))
    .filter(Boolean);
  const first = words[0] ?? '';
  const last = words.length > 1 ? (words.at(-1) ?? '') : first.slice(1);
  return `${first.charAt(0)}${last.charAt(0)}`.toUpperCase();
}

/** A PNG of the name's initials, white on a colour chosen by the name. */
export async function initialsAvatarPng(name: string): Promise<Buffer> {
  const letters = [...initialsOf(name)].filter((letter) => GLYPHS[letter]);
  let hash = 0;
  for (const char of name) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  const background = BACKGROUNDS[hash % BACKGROUNDS.length] ?? [21, 128, 61];

  const pixels = Buffer.alloc(SIZE * SIZE * 3);
  for (let i = 0; i < SIZE * SIZE; i += 1) pixels.set(background, i * 3);
  const glyphWidth = 5 * SCALE;
  const gap = SCALE;
  const width = letters.length * glyphWidth + Math.max(0, letters.length - 1) * gap;
  const left = Math.floor((SIZE - width) / 2);
  const top = Math.floor((SIZE - 7 * SCALE) / 2);
  letters.forEach((letter, index) => {
    const glyph = GLYPHS[letter] ?? [];
    glyph.forEach((row, y) => {
      [...row].forEach((bit, x) => {
        if (bit !== '1') return;
        for (let dy = 0; dy < SCALE; dy += 1) {
          for (let dx = 0; dx < SCALE; dx += 1) {
            const px = left + index * (glyphWidth + gap) + x * SCALE + dx;
            const py = top + y * SCALE + dy;
            pixels.set([255, 255, 255], (py * SIZE + px) * 3);
          }
        }
      });
    });
  });
  const sharp = (await loadSharp()).default;
  return sharp(pixels, { raw: { width: SIZE, height: SIZE, channels: 3 } })
    .png()
    .toBuffer();
}

/** The people of the demo whose rows name a picture, and the area each is served from. */
interface PeopleRows {
  teamMembers: { name: string; image?: string | null }[];
  mentors: { name: string; image: string }[];
  testimonials: { name: string; photo?: string | null }[];
  trustpilotReviews: { name: string; avatar?: string | null }[];
}

/**
 * Gives every person of the demo a picture of their initials, stored through the upload pipeline
 * in `store` and claimed by the row that names it (call inside the seeding transaction, before
 * the rows are inserted; `claim` after them).
 */
export async function addDemoPictures(
  content: PeopleRows,
  store: (area: UploadArea, png: Buffer) => Promise<string>,
): Promise<{ area: UploadArea; name: string }[]> {
  const stored: { area: UploadArea; name: string }[] = [];
  const picture = async (area: UploadArea, person: string) => {
    const name = await store(area, await initialsAvatarPng(person));
    stored.push({ area, name });
    return name;
  };
  for (const row of content.teamMembers) row.image = await picture('team', row.name);
  for (const row of content.mentors) row.image = await picture('mentors', row.name);
  for (const row of content.testimonials) row.photo = await picture('testimonials', row.name);
  for (const row of content.trustpilotReviews) row.avatar = await picture('reviews', row.name);
  return stored;
}
