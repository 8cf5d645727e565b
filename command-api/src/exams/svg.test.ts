import { describe, expect, it } from 'vitest';
import { looksLikeSvg, sanitizeSvg } from './svg';

const svg = (body: string, attributes = '') =>
  `<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"${attributes}>${body}</svg>`;

describe('sanitizeSvg', () => {
  it('given a plain drawing, then shapes and safe attributes are kept', () => {
    const out = sanitizeSvg(svg('<circle cx="5" cy="5" r="4" fill="red"/><text x="1" y="9">1 &lt; 2</text>'));
    expect(out).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10">' +
        '<circle cx="5" cy="5" r="4" fill="red"/><text x="1" y="9">1 &lt; 2</text></svg>',
    );
  });

  it('given scripts, handlers, foreign content and javascript: links, then none survive', () => {
    const out = sanitizeSvg(
      svg(
        '<script>alert(1)</script><script><![CDATA[alert(2)]]></script>' +
          '<rect width="1" height="1" onclick="alert(3)" ONLOAD="alert(4)"/>' +
          '<foreignObject><body xmlns="http://www.w3.org/1999/xhtml"><img src="x" onerror="alert(5)"/></body></foreignObject>' +
          '<a href="javascript:alert(6)"><circle r="1"/></a>' +
          '<use href="javascript:alert(7)"/><use xlink:href="http://evil.example/x.svg#a"/><use href="#ok"/>' +
          '<animate attributeName="href" to="javascript:alert(8)"/><set attributeName="onload" to="alert(9)"/>' +
          '<image href="data:image/svg+xml;base64,PHN2Zz4="/><image href="data:image/png;base64,iVBORw0KGgo="/>' +
          '<rect fill="url(http://evil.example/#x)" stroke="url(#grad)" width="jav&#x61;script:alert(10)"/>',
        ' onload="alert(11)"',
      ),
    );
    expect(out).not.toBeNull();
    expect(out).not.toMatch(/script|alert|onload|onclick|onerror|foreignObject|evil|animate|<set|svg\+xml/i);
    expect(out).toContain('<circle r="1"/>');
    expect(out).toContain('<use href="#ok"/>');
    expect(out).toContain('<image href="data:image/png;base64,iVBORw0KGgo="/>');
    expect(out).toContain('stroke="url(#grad)"');
  });

  it('given a DOCTYPE with entities, then it is dropped and an entity use is refused', () => {
    const doc = '<!DOCTYPE svg [<!ENTITY x "<script>alert(1)</script>">]>';
    expect(sanitizeSvg(`${doc}<svg><text>&x;</text></svg>`)).toBeNull();
    expect(sanitizeSvg(`${doc}<svg><text>hi</text></svg>`)).toContain('<text>hi</text>');
  });

  it('given a style element or attribute that could fetch, then refused or dropped', () => {
    expect(sanitizeSvg(svg('<style>@import url(http://evil.example/a.css);</style>'))).toBeNull();
    expect(sanitizeSvg(svg('<style>circle { fill: red; }</style>'))).toContain(
      '<style>circle { fill: red; }</style>',
    );
    expect(sanitizeSvg(svg('<rect style="fill:url(http://evil.example/)"/>'))).not.toContain('style');
    expect(sanitizeSvg(svg('<rect style="fill: blue"/>'))).toContain('style="fill: blue"');
  });

  it('given something that is not a well-formed SVG document, then null', () => {
    expect(sanitizeSvg('<html><script>alert(1)</script></html>')).toBeNull();
    expect(sanitizeSvg('<svg><g></svg>')).toBeNull();
    expect(sanitizeSvg('<svg></svg><svg></svg>')).toBeNull();
    expect(sanitizeSvg('hello <svg></svg>')).toBeNull();
    expect(sanitizeSvg('')).toBeNull();
  });
});

describe('looksLikeSvg', () => {
  const bytes = (text: string) => new TextEncoder().encode(text);
  it('given SVG text with a prolog, comment or doctype, then true; other text, false', () => {
    expect(looksLikeSvg(bytes(svg('')))).toBe(true);
    expect(looksLikeSvg(bytes('<!-- c --><!DOCTYPE svg><svg/>'))).toBe(true);
    expect(looksLikeSvg(bytes('just some notes'))).toBe(false);
    expect(looksLikeSvg(bytes('<html><svg></svg></html>'))).toBe(false);
  });
});
