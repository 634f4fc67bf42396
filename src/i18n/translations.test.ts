// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES, NAMESPACES } from './languages';

const LOCALES = join(process.cwd(), 'public', 'locales');
type Strings = { [key: string]: string | Strings };

function read(language: string, namespace: string): Strings {
  return JSON.parse(readFileSync(join(LOCALES, language, `${namespace}.json`), 'utf8')) as Strings;
}

/** Every leaf as 'a.b.c' -> value. */
function flatten(strings: Strings, prefix = ''): Map<string, string> {
  const leaves = new Map<string, string>();
  for (const [key, value] of Object.entries(strings)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') leaves.set(path, value);
    else for (const [leaf, text] of flatten(value, path)) leaves.set(leaf, text);
  }
  return leaves;
}

const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*([^}]+?)\s*\}\}/g)].map((match) => match[1]).sort();

/** Strings that are the same in every language: the brand, and text that is only placeholders around it. */
const isLanguageNeutral = (text: string) =>
  text.replace(/\{\{\s*\w+\s*\}\}|London Clinic|[|©.\s]/g, '') === '';

const others = LANGUAGE_CODES.filter((code) => code !== 'en');

describe('translations', () => {
  it('exist for exactly the 16 languages', () => {
    expect(readdirSync(LOCALES).sort()).toEqual([...LANGUAGE_CODES].sort());
  });

  describe.each(NAMESPACES)('namespace %s', (namespace) => {
    const english = flatten(read('en', namespace));

    it.each(others)('%s has exactly the English keys', (language) => {
      const translated = flatten(read(language, namespace));
      expect([...translated.keys()].sort()).toEqual([...english.keys()].sort());
    });

    it.each(others)('%s keeps every placeholder', (language) => {
      const translated = flatten(read(language, namespace));
      for (const [key, text] of english) {
        expect(placeholders(translated.get(key) ?? ''), `${language} ${namespace}:${key}`).toEqual(
          placeholders(text),
        );
      }
    });

    it.each(others)('%s is translated, not copied from English', (language) => {
      const translated = flatten(read(language, namespace));
      const copied = [...english].filter(
        ([key, text]) => !isLanguageNeutral(text) && translated.get(key) === text,
      );
      // A few words are the same in some languages (e.g. "Email", "Dashboard"); most must differ.
      expect(
        copied.length,
        `${language} ${namespace}: ${copied.map(([key]) => key).join(', ')}`,
      ).toBeLessThanOrEqual(Math.max(2, Math.floor(english.size * 0.1)));
    });
  });
});
