// What a picture must be before it is sent. The back end decides again by the file's content;
// this check only spares the admin a wasted upload.

/** The types a picture may have (as the browser reports them). */
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

/** The largest picture accepted, in bytes (2 MB). */
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;

/** What the file input offers to pick. */
export const IMAGE_ACCEPT = IMAGE_TYPES.join(',');

/** Why a picked file is refused: a `common:imageField.errors` key. */
export type ImageFileProblem = 'type' | 'size' | 'empty';

export function imageFileProblem(file: Pick<File, 'type' | 'size'>): ImageFileProblem | null {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return 'type';
  if (file.size === 0) return 'empty';
  if (file.size > MAX_IMAGE_BYTES) return 'size';
  return null;
}
