import zlib from 'node:zlib';
import sharp from 'sharp';

// Images for tests, made at test time: no binary fixtures in the repository.

interface Size {
  width?: number;
  height?: number;
}

/** A photo-like JPEG: gaussian noise compresses badly, as a real photo does. */
export async function jpegPhoto({
  width = 640,
  height = 480,
  quality = 90,
}: Size & { quality?: number } = {}) {
  return sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#6a8caf',
      noise: { type: 'gaussian', mean: 128, sigma: 60 },
    },
  })
    .jpeg({ quality })
    .toBuffer();
}

export async function pngImage({ width = 120, height = 80 }: Size = {}, background = '#1e90ff') {
  return sharp({ create: { width, height, channels: 4, background } })
    .png()
    .toBuffer();
}

export async function webpImage({ width = 120, height = 80 }: Size = {}) {
  return sharp({ create: { width, height, channels: 3, background: '#ff8c00' } })
    .webp()
    .toBuffer();
}

/** An animated GIF of `frames` frames, each `width` × `height`. */
export async function animatedGif({ width = 40, height = 40, frames = 3 } = {}) {
  const pixels = Buffer.alloc(width * height * frames * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 7) % 256;
  return sharp(pixels, { raw: { width, height: height * frames, channels: 3, pageHeight: height } })
    .gif({ delay: Array.from({ length: frames }, () => 100) })
    .toBuffer();
}

/** A JPEG taken sideways (EXIF orientation 6) with EXIF and GPS data that must not survive. */
export async function jpegWithExif({ width = 80, height = 40 }: Size = {}) {
  return sharp({ create: { width, height, channels: 3, background: '#336699' } })
    .jpeg()
    .withMetadata({
      orientation: 6,
      exif: {
        IFD0: { Copyright: 'EXIF-SECRET-MARKER', Make: 'TestCam' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1' },
      },
    })
    .toBuffer();
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A valid PNG that carries `text` in a tEXt chunk after its header and again after its end. */
export async function pngCarrying(text: string) {
  const png = await pngImage({ width: 16, height: 16 });
  const afterHeader = 8 + 25; // signature, then the IHDR chunk (4 + 4 + 13 + 4 bytes)
  return Buffer.concat([
    png.subarray(0, afterHeader),
    pngChunk('tEXt', Buffer.from(`Comment\0${text}`, 'latin1')),
    png.subarray(afterHeader),
    Buffer.from(text, 'latin1'),
  ]);
}

/** A valid JPEG with `text` in a comment (COM) segment right after its start marker. */
export async function jpegCarrying(text: string) {
  const jpeg = await jpegPhoto({ width: 32, height: 32 });
  const comment = Buffer.from(text, 'latin1');
  const segment = Buffer.alloc(4);
  segment.writeUInt16BE(0xfffe, 0);
  segment.writeUInt16BE(comment.length + 2, 2);
  return Buffer.concat([jpeg.subarray(0, 2), segment, comment, jpeg.subarray(2)]);
}

/**
 * A decompression bomb: a PNG whose header claims `width` × `height` pixels. Only a few rows of
 * pixels follow, so refusing it proves the decision came from the header, before decoding.
 */
export function pixelBombPng(width = 20_000, height = 20_000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', zlib.deflateSync(Buffer.alloc((width * 3 + 1) * 4))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}
