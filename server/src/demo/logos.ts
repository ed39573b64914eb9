// The demo's company logos (Global Placements), drawn as SVG here and stored as PNG uploads
// through the upload pipeline like any logo an admin uploads (docs/uploads.md): SVG itself is not
// accepted as an upload, and a raster logo gets sized copies like every image.
import type { UploadArea } from '@coursedesk/contract/uploads';
import { loadSharp } from '../uploads/normalize-image.ts';

/** Each demo company's logo: a 64 × 64 SVG of shapes only (no text, so no fonts needed). */
const LOGO_SVGS: Record<string, string> = {
  'Northwind Bank':
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" role="img" aria-labelledby="t"><title id="t">Northwind Bank</title><rect width="64" height="64" rx="14" fill="#1e3a8a"/><path d="M32 10 44 46 32 39 20 46Z" fill="#fff"/><path d="M32 10v29l-12 7Z" fill="#bfdbfe"/></svg>',
  'Brightwave Media':
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" role="img" aria-labelledby="t"><title id="t">Brightwave Media</title><circle cx="32" cy="32" r="32" fill="#ea580c"/><path d="M12 28c5-6 10-6 15 0s10 6 15 0 7-5 10-3M12 40c5-6 10-6 15 0s10 6 15 0 7-5 10-3" fill="none" stroke="#fff" stroke-width="5" stroke-linecap="round"/></svg>',
  'Fabrikam Health':
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" role="img" aria-labelledby="t"><title id="t">Fabrikam Health</title><rect width="64" height="64" rx="14" fill="#0f766e"/><path d="M26 14h12v12h12v12H38v12H26V38H14V26h12Z" fill="#fff"/><circle cx="32" cy="32" r="4" fill="#0f766e"/></svg>',
  'Contoso Retail':
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" role="img" aria-labelledby="t"><title id="t">Contoso Retail</title><rect width="64" height="64" rx="14" fill="#6d28d9"/><path d="M16 24h32l-3 28H19Z" fill="#fff"/><path d="M24 26v-6a8 8 0 0 1 16 0v6" fill="none" stroke="#fff" stroke-width="4" stroke-linecap="round"/><circle cx="25" cy="32" r="2.5" fill="#6d28d9"/><circle cx="39" cy="32" r="2.5" fill="#6d28d9"/></svg>',
  'Tailspin Travel':
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" role="img" aria-labelledby="t"><title id="t">Tailspin Travel</title><rect width="64" height="64" rx="32" fill="#0284c7"/><path d="M10 36 52 18c3-1 4 2 2 4L40 34l-2 14-6 2-2-12-10 4-2 6-5 1 1-8-4-2Z" fill="#fff"/></svg>',
  'Lumen Analytics':
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" role="img" aria-labelledby="t"><title id="t">Lumen Analytics</title><rect width="64" height="64" rx="14" fill="#f59e0b"/><rect x="13" y="34" width="9" height="17" rx="2" fill="#fff"/><rect x="27.5" y="24" width="9" height="27" rx="2" fill="#fff"/><rect x="42" y="13" width="9" height="38" rx="2" fill="#fff"/></svg>',
  'Harbour Energy Digital':
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" role="img" aria-labelledby="t"><title id="t">Harbour Energy Digital</title><rect width="64" height="64" rx="14" fill="#15803d"/><path d="M36 8 16 36h13l-4 20 23-30H34Z" fill="#fde047"/></svg>',
  'Kestrel Games':
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" role="img" aria-labelledby="t"><title id="t">Kestrel Games</title><rect width="64" height="64" rx="14" fill="#b91c1c"/><path d="M8 22 32 34 56 22 46 44 32 38 18 44Z" fill="#fff"/><circle cx="32" cy="26" r="5" fill="#fff"/></svg>',
};

/** Pixels per side of a stored logo. */
const LOGO_SIZE = 256;

export async function logoPng(company: string): Promise<Buffer> {
  const svg = LOGO_SVGS[company];
  if (!svg) throw new Error(`no demo logo for ${company}`);
  const { default: sharp } = await loadSharp();
  return sharp(Buffer.from(svg), { density: (72 * LOGO_SIZE) / 64 })
    .resize(LOGO_SIZE, LOGO_SIZE)
    .png()
    .toBuffer();
}

/** Stores every demo company's logo and points its row at it; answers what it stored. */
export async function addDemoLogos(
  rows: { name: string; logo: string }[],
  store: (area: UploadArea, png: Buffer) => Promise<string>,
): Promise<{ area: UploadArea; name: string }[]> {
  const stored: { area: UploadArea; name: string }[] = [];
  for (const row of rows) {
    row.logo = await store('company-logos', await logoPng(row.name));
    stored.push({ area: 'company-logos', name: row.logo });
  }
  return stored;
}
