// The developer panel of `npm start` (src/features/dev-panel/, src/api/mock-controls.ts and its
// strings) is not in the production build: not a chunk, not a string, not a translation file.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';

const BUILD_DIR = process.env.BUILD_OUT_DIR ?? 'dist';

function filesUnder(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

test('no byte of the developer panel ships in the production build', () => {
  const english = JSON.parse(readFileSync('public/locales/en/devPanel.json', 'utf8')) as Record<
    string,
    string
  >;
  // What the panel's code and strings would leave in a build (each is in the sources).
  const marks = ['/__mock/', english.title!, english.armFault!, english.snapshotName!];
  expect(readFileSync('src/api/mock-controls.ts', 'utf8')).toContain(marks[0]);

  const files = filesUnder(BUILD_DIR);
  expect(files.some((file) => file.endsWith('.js'))).toBe(true);
  expect(files.filter((file) => /devPanel|dev-panel|mock-panel|mock-controls/i.test(file))).toEqual(
    [],
  );
  for (const file of files.filter((name) => /\.(js|css|html|json)$/.test(name))) {
    const text = readFileSync(file, 'utf8');
    for (const mark of marks) expect(text.includes(mark), `${mark} in ${file}`).toBe(false);
  }
});
