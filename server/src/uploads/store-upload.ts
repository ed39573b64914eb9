import type { UploadArea } from '@coursedesk/contract/uploads';
import { imageFormats } from './image-type.ts';
import type { MediaStore } from './media-store.ts';
import { normalizeImage } from './normalize-image.ts';
import { storedImageName } from './stored-name.ts';

/**
 * The one way an uploaded file becomes a stored image: checked and re-encoded
 * (`normalizeImage`), named by its content, stored in `area` unreferenced (`references.ts`).
 * Answers the stored name, which the record that uses the image then holds.
 */
export async function storeUploadedImage(
  store: MediaStore,
  area: UploadArea,
  upload: Uint8Array,
): Promise<string> {
  const image = await normalizeImage(upload);
  const name = storedImageName(image.bytes, image.format);
  await store.put({
    area,
    name,
    contentType: imageFormats[image.format].contentType,
    bytes: image.bytes,
    width: image.width,
    height: image.height,
  });
  return name;
}
