// Pictures: generated ones (member avatars, seeded reward and advertisement images, SVG) and
// uploaded ones (re-encoded by images.ts).
import { createAvatar } from '@dicebear/core';
import { personas, shapes } from '@dicebear/collection';
import type { State } from '../state.ts';
import type { Handler } from '../types.ts';
import { fail } from './errors.ts';

const SVG = 'image/svg+xml';

export function mediaHandlers(state: State) {
  const getMediaFile: Handler<'getMediaFile'> = ({ path }) => {
    const id = path.file.replace(/\.svg$/, '');
    const known =
      path.folder === 'avatars'
        ? Boolean(state.member(id)) || state.accounts.some((a) => a.user._id === id)
        : path.folder === 'rewards'
          ? state.rewards.some((r) => r._id === id)
          : true;
    if (!known) return fail(404, 'Picture not found');
    const style = path.folder === 'avatars' ? personas : shapes;
    const body = createAvatar(style, { seed: id }).toString();
    return { status: 200, body, type: SVG };
  };
  /** Uploaded pictures: only the re-encoded copies images.ts made, under the ids it made. */
  const getUploadedImage: Handler<'getUploadedImage'> = ({ path }) => {
    const image = state.images.get(path.folder, path.file);
    if (!image) return fail(404, 'Picture not found');
    return { status: 200, body: '', type: image.type, bytes: image.bytes };
  };
  return { getMediaFile, getUploadedImage };
}
