import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { ApiError, errorText } from './api-error';

const TEXTS: Record<string, string> = {
  'common:error.network': 'The server cannot be reached. Check the connection and try again.',
  'send.networkError': 'Error sending broadcast.',
  'form.failed': 'The reward could not be saved.',
};
const t = ((key: string) => TEXTS[key] ?? key) as unknown as TFunction;

describe('errorText', () => {
  it('says the connection was lost in the common words, or in the words the screen gives', () => {
    const lost = new ApiError(0, undefined);
    expect(errorText(lost, t, 'form.failed')).toBe(
      'The server cannot be reached. Check the connection and try again.',
    );
    expect(errorText(lost, t, 'form.failed', 'send.networkError')).toBe('Error sending broadcast.');
  });

  it("gives the server's reason when it sent one", () => {
    const refused = new ApiError(409, 'Reward name already exists', 'Choose another name.');
    expect(errorText(refused, t, 'form.failed', 'send.networkError')).toBe(
      'Reward name already exists',
    );
  });

  it("else the screen's own text for the failure", () => {
    expect(errorText(new ApiError(500, undefined), t, 'form.failed')).toBe(
      'The reward could not be saved.',
    );
    expect(errorText(new Error('boom'), t, 'form.failed')).toBe('The reward could not be saved.');
  });
});
