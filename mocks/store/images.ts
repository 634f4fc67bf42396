// Uploaded pictures: decided by their content, never by their name or declared type. Each upload is
// decoded with sharp and only a re-encoded copy of its pixels is kept, so anything hidden beside the
// pixels (HTML or script appended or in chunks, EXIF location) is gone. Stored pictures get an id
// made here; the uploaded file name is never used.
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';

export const IMAGE_RULES = {
  /** The largest upload accepted, in bytes (2 MB). */
  maxBytes: 2 * 1024 * 1024,
  /** The largest width or height accepted, in pixels. */
  maxSide: 4000,
} as const;

/** The refusals, word for word as the forms show them. */
export const IMAGE_ERRORS = {
  empty: 'The image file is empty.',
  tooLarge: 'The image must be 2 MB or smaller.',
  notImage: 'The file is not a PNG, JPEG or WebP image.',
  damaged: 'The image file is damaged or incomplete.',
  tooWide: 'The image must be at most 4,000 pixels wide and high.',
} as const;

const FORMATS = {
  png: { type: 'image/png', extension: 'png' },
  jpeg: { type: 'image/jpeg', extension: 'jpg' },
  webp: { type: 'image/webp', extension: 'webp' },
} as const;

type Format = keyof typeof FORMATS;
export type ImageType = (typeof FORMATS)[Format]['type'];

/** A file part of a multipart request, as received. */
export interface Upload {
  /** The name the sender gave; kept for messages only, never for storage. */
  name: string;
  /** The type the sender declared; not trusted. */
  declaredType: string;
  bytes: Uint8Array;
}

/** A picture ready to store: re-encoded pixels and nothing else. */
export interface CleanImage {
  type: ImageType;
  extension: string;
  bytes: Buffer;
  width: number;
  height: number;
}

export type Decoded = { image: CleanImage } | { error: string };

function isFormat(format: string | undefined): format is Format {
  return format !== undefined && Object.hasOwn(FORMATS, format);
}

/** Decodes an upload and re-encodes its pixels, or says why it is refused. */
export async function decodeUpload(upload: Upload): Promise<Decoded> {
  const size = upload.bytes.byteLength;
  if (size === 0) return { error: IMAGE_ERRORS.empty };
  if (size > IMAGE_RULES.maxBytes) return { error: IMAGE_ERRORS.tooLarge };
  const options = {
    failOn: 'truncated',
    limitInputPixels: IMAGE_RULES.maxSide * IMAGE_RULES.maxSide,
  } as const;
  let format: string | undefined;
  let width = 0;
  let height = 0;
  try {
    const metadata = await sharp(upload.bytes, options).metadata();
    format = metadata.format;
    width = metadata.width;
    height = metadata.height;
  } catch {
    return { error: IMAGE_ERRORS.notImage };
  }
  if (!isFormat(format)) return { error: IMAGE_ERRORS.notImage };
  if (width > IMAGE_RULES.maxSide || height > IMAGE_RULES.maxSide)
    return { error: IMAGE_ERRORS.tooWide };
  try {
    // rotate() applies the EXIF orientation to the pixels; the output carries no metadata.
    const pipeline = sharp(upload.bytes, options).rotate();
    const encoded =
      format === 'png'
        ? pipeline.png()
        : format === 'jpeg'
          ? pipeline.jpeg({ quality: 85 })
          : pipeline.webp({ quality: 85 });
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    return {
      image: {
        ...FORMATS[format],
        bytes: data,
        width: info.width,
        height: info.height,
      },
    };
  } catch {
    return { error: IMAGE_ERRORS.damaged };
  }
}

/** The picture the contract's `getUploadedImage` example names (a 1 x 1 PNG). */
export const EXAMPLE_UPLOAD = {
  path: '/api/media/rewards/uploads/3f9a2c7e1b4d5a6f7e8d9c0b.png',
  image: {
    type: 'image/png',
    extension: 'png',
    bytes: Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    ),
    width: 1,
    height: 1,
  },
} as const satisfies { path: string; image: CleanImage };

/** Kept pictures by folder and id; the id is made here, never taken from the request. */
export class ImageStore {
  private readonly images = new Map<string, CleanImage>([
    [EXAMPLE_UPLOAD.path.replace(/^\/api\/media\//, ''), EXAMPLE_UPLOAD.image],
  ]);

  /** Keeps the picture and answers the path it is served from. */
  put(folder: string, image: CleanImage): string {
    const id = randomBytes(12).toString('hex');
    const file = `${id}.${image.extension}`;
    this.images.set(`${folder}/uploads/${file}`, image);
    return `/api/media/${folder}/uploads/${file}`;
  }

  get(folder: string, file: string): CleanImage | undefined {
    return this.images.get(`${folder}/uploads/${file}`);
  }

  /** Forgets a picture by the path `put` answered (when its owner is deleted or replaced). */
  remove(path: string): void {
    this.images.delete(path.replace(/^\/api\/media\//, ''));
  }
}
