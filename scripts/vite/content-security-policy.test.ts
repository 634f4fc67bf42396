// @vitest-environment node
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  EMPTY_STYLE_HASH,
  contentSecurityPolicy,
  metaContentSecurityPolicy,
  withPolicyMeta,
} from './content-security-policy';

const directives = (policy: string) =>
  new Map(
    policy.split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/);
      return [name, values.join(' ')] as const;
    }),
  );

const PAGE = `<!doctype html>
<html lang="en" dir="ltr">
  <head>
    <meta charset="UTF-8" />
    <title>London Clinic</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <script>window.inline = 1</script>
    <style>body{margin:0}</style>
  </head>
</html>`;

describe('the policy the built page carries', () => {
  it('comes right after the charset, before anything it must cover', () => {
    const html = withPolicyMeta(PAGE);
    const head = html.slice(html.indexOf('<head>'));
    expect(head.indexOf('http-equiv="Content-Security-Policy"')).toBeGreaterThan(
      head.indexOf('<meta charset'),
    );
    expect(head.indexOf('http-equiv="Content-Security-Policy"')).toBeLessThan(
      head.indexOf('<title>'),
    );
  });

  it('lists a hash for each inline script and style, none for a script with src', () => {
    const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
    const policy = directives(
      /content="([^"]+)"/.exec(withPolicyMeta(PAGE, 'https://api.londonclinic.example'))![1]!,
    );
    expect(policy.get('script-src')).toBe(`'self' ${hash('window.inline = 1')}`);
    expect(policy.get('style-src')).toBe(`'self' ${hash('')} ${hash('body{margin:0}')}`);
    expect(EMPTY_STYLE_HASH).toBe("'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='");
    expect(policy.get('img-src')).toBe("'self' data: blob: https://api.londonclinic.example");
    expect(policy.get('connect-src')).toBe("'self' blob: https://api.londonclinic.example");
  });

  it("is as strict as the preview's header: the same directives, hashes for the nonce", () => {
    const header = directives(contentSecurityPolicy('NONCE'));
    const meta = directives(metaContentSecurityPolicy());
    // A meta element cannot carry frame-ancestors: the host sends it (docs/deploy.md).
    header.delete('frame-ancestors');
    expect([...meta.keys()]).toEqual([...header.keys()]);
    for (const [name, value] of header) {
      if (name === 'style-src') expect(meta.get(name)).toBe(`'self' ${EMPTY_STYLE_HASH}`);
      else expect(meta.get(name), name).toBe(value);
    }
    expect(meta.get('script-src')).toBe("'self'");
    expect(meta.get('object-src')).toBe("'none'");
    expect(meta.get('base-uri')).toBe("'none'");
  });

  it('allows images only from the app, the API, data: and blob:, no other https host', () => {
    for (const policy of [contentSecurityPolicy('N'), metaContentSecurityPolicy()]) {
      expect(directives(policy).get('img-src')).toBe("'self' data: blob:");
    }
  });

  it('refuses a page it cannot place the policy in', () => {
    expect(() => withPolicyMeta('<html><head><title>x</title></head></html>')).toThrow(/charset/);
  });
});
