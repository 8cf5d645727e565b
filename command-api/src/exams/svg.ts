/**
 * An allow-list SVG sanitiser for question images (no DOM needed). The file is tokenised as XML
 * and rebuilt from known-safe elements and attributes only: scripts, event handlers, foreign
 * content, external references, DOCTYPE entities, comments and processing instructions never
 * reach the output. Anything malformed is refused (null) rather than guessed at. Served SVGs
 * also carry a CSP that forbids scripts, so this is the first of two walls.
 */

const SVG_NS = 'http://www.w3.org/2000/svg';
const XLINK_NS = 'http://www.w3.org/1999/xlink';

/** Elements kept with their attributes and children. */
const ELEMENTS = new Set([
  'svg',
  'g',
  'defs',
  'title',
  'desc',
  'symbol',
  'use',
  'path',
  'rect',
  'circle',
  'ellipse',
  'line',
  'polyline',
  'polygon',
  'text',
  'tspan',
  'textPath',
  'linearGradient',
  'radialGradient',
  'stop',
  'pattern',
  'clipPath',
  'mask',
  'marker',
  'image',
  'style',
  'filter',
  'feBlend',
  'feColorMatrix',
  'feComposite',
  'feDropShadow',
  'feFlood',
  'feGaussianBlur',
  'feMerge',
  'feMergeNode',
  'feMorphology',
  'feOffset',
]);

/** Elements whose tags are dropped but whose children are kept (links could navigate). */
const UNWRAPPED = new Set(['a', 'switch']);

const ATTRIBUTES = new Set(
  (
    'id class x y x1 y1 x2 y2 cx cy r rx ry fx fy fr width height d points viewBox preserveAspectRatio ' +
    'transform fill fill-opacity fill-rule stroke stroke-width stroke-opacity stroke-linecap ' +
    'stroke-linejoin stroke-dasharray stroke-dashoffset stroke-miterlimit opacity font-family font-size ' +
    'font-weight font-style font-variant text-anchor dominant-baseline alignment-baseline baseline-shift ' +
    'letter-spacing word-spacing text-decoration writing-mode dx dy rotate textLength lengthAdjust offset ' +
    'stop-color stop-opacity gradientUnits gradientTransform spreadMethod patternUnits ' +
    'patternContentUnits patternTransform clip-path clipPathUnits clip-rule mask maskUnits ' +
    'maskContentUnits marker-start marker-mid marker-end markerWidth markerHeight markerUnits refX refY ' +
    'orient visibility display color version href xlink:href xml:space style pathLength vector-effect ' +
    'shape-rendering text-rendering image-rendering color-interpolation-filters filter filterUnits ' +
    'primitiveUnits stdDeviation in in2 result mode operator k1 k2 k3 k4 values type flood-color ' +
    'flood-opacity lighting-color paint-order startOffset method spacing side radius aria-label role ' +
    'media'
  ).split(' '),
);

/** Raster images embedded as data URLs are the only references outside the document. */
const SAFE_DATA_IMAGE = /^data:image\/(png|jpeg|gif|webp);base64,[a-z0-9+/=\s]*$/i;

/** CSS that cannot fetch or run anything: no @import, no url() outside the document, no escapes. */
function safeCss(css: string): boolean {
  const lower = css.toLowerCase();
  if (/@import|expression|javascript:|behavior|binding|\\|<|&/.test(lower)) {
    return false;
  }
  return [...lower.matchAll(/url\s*\(\s*(['"]?)\s*([^)'"]*)/g)].every((match) =>
    (match[2] ?? '').startsWith('#'),
  );
}

function safeAttribute(element: string, name: string, value: string): boolean {
  if (!ATTRIBUTES.has(name)) {
    return false;
  }
  const trimmed = value.trim();
  if (name === 'href' || name === 'xlink:href') {
    return trimmed.startsWith('#') || (element === 'image' && SAFE_DATA_IMAGE.test(trimmed));
  }
  if (name === 'style') {
    return safeCss(value);
  }
  if (/url\s*\(/i.test(value)) {
    return /^\s*url\(\s*['"]?#[^)'"]*['"]?\s*\)\s*$/i.test(value);
  }
  return !/javascript:|data:|vbscript:/i.test(value.replace(/[\s\p{Cc}]/gu, ''));
}

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (text: string) => escapeText(text).replace(/"/g, '&quot;');

function decodeEntities(text: string): string | null {
  let failed = false;
  const decoded = text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (_match, entity: string) => {
    const named: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
    if (entity.startsWith('#')) {
      const code =
        entity[1] === 'x' || entity[1] === 'X'
          ? parseInt(entity.slice(2), 16)
          : parseInt(entity.slice(1), 10);
      if (!Number.isFinite(code) || code > 0x10ffff || code === 0) {
        failed = true;
        return '';
      }
      return String.fromCodePoint(code);
    }
    const known = named[entity];
    if (known === undefined) {
      failed = true; // an entity only a DOCTYPE could define: refuse rather than guess
      return '';
    }
    return known;
  });
  return failed ? null : decoded;
}

const NAME = /^[A-Za-z_][A-Za-z0-9_.:-]*/;
const ATTRIBUTE = /^\s+([^\s/>="']+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/;

/**
 * Answers the sanitised SVG, or null when the text is no well-formed SVG document
 * (its root element must be <svg>).
 */
export function sanitizeSvg(source: string): string | null {
  const input = source.replace(/^\uFEFF/, '');
  let at = 0;
  const out: string[] = [];
  /** open elements: the name and whether its tag was written */
  const stack: { name: string; written: boolean }[] = [];
  /** > 0 while inside a dropped element: everything below it is dropped too */
  let dropped = 0;
  let sawRoot = false;
  let rootClosed = false;

  while (at < input.length) {
    const lt = input.indexOf('<', at);
    const textEnd = lt === -1 ? input.length : lt;
    if (textEnd > at) {
      const text = input.slice(at, textEnd);
      if (stack.length === 0) {
        if (text.trim() !== '') {
          return null; // text outside the root
        }
      } else if (dropped === 0) {
        const decoded = decodeEntities(text);
        if (decoded === null) {
          return null;
        }
        const parent = stack[stack.length - 1]!.name;
        if (parent === 'style' && !safeCss(decoded)) {
          return null;
        }
        out.push(escapeText(decoded));
      }
      at = textEnd;
      continue;
    }
    if (input.startsWith('<!--', at)) {
      const end = input.indexOf('-->', at + 4);
      if (end === -1) {
        return null;
      }
      at = end + 3;
      continue;
    }
    if (input.startsWith('<![CDATA[', at)) {
      const end = input.indexOf(']]>', at + 9);
      if (end === -1 || stack.length === 0) {
        return null;
      }
      if (dropped === 0) {
        const text = input.slice(at + 9, end);
        if (stack[stack.length - 1]!.name === 'style' && !safeCss(text)) {
          return null;
        }
        out.push(escapeText(text));
      }
      at = end + 3;
      continue;
    }
    if (input.startsWith('<?', at)) {
      const end = input.indexOf('?>', at + 2);
      if (end === -1 || sawRoot) {
        return null;
      }
      at = end + 2;
      continue;
    }
    if (input.startsWith('<!', at)) {
      // DOCTYPE, with or without an internal subset: dropped, and its entities never used
      if (sawRoot) {
        return null;
      }
      const bracket = input.indexOf('[', at);
      const close = input.indexOf('>', at);
      if (close === -1) {
        return null;
      }
      if (bracket !== -1 && bracket < close) {
        const end = input.indexOf(']', bracket);
        const after = end === -1 ? -1 : input.indexOf('>', end);
        if (after === -1) {
          return null;
        }
        at = after + 1;
      } else {
        at = close + 1;
      }
      continue;
    }
    if (input.startsWith('</', at)) {
      const match = NAME.exec(input.slice(at + 2, at + 2 + 200));
      const close = input.indexOf('>', at);
      if (!match || close === -1 || input.slice(at + 2 + match[0].length, close).trim() !== '') {
        return null;
      }
      const open = stack.pop();
      if (!open || open.name !== match[0]) {
        return null;
      }
      if (dropped > 0) {
        dropped -= 1;
      } else if (open.written) {
        out.push(`</${open.name}>`);
      }
      if (stack.length === 0) {
        rootClosed = true;
      }
      at = close + 1;
      continue;
    }
    // a start tag
    const match = NAME.exec(input.slice(at + 1, at + 1 + 200));
    if (!match || rootClosed) {
      return null;
    }
    const name = match[0];
    if (stack.length === 0) {
      if (name !== 'svg') {
        return null;
      }
      sawRoot = true;
    }
    at += 1 + name.length;
    const attributes: [string, string][] = [];
    for (;;) {
      const rest = input.slice(at, at + 200_000);
      const attribute = ATTRIBUTE.exec(rest);
      if (!attribute) {
        break;
      }
      const raw = attribute[2] ?? attribute[3] ?? attribute[4] ?? '';
      const value = decodeEntities(raw);
      if (value === null) {
        return null;
      }
      attributes.push([attribute[1]!, value]);
      at += attribute[0].length;
    }
    const tail = /^\s*(\/?)>/.exec(input.slice(at, at + 100));
    if (!tail) {
      return null;
    }
    at += tail[0].length;
    const selfClosing = tail[1] === '/';
    const keep = dropped === 0 && ELEMENTS.has(name);
    const unwrap = dropped === 0 && UNWRAPPED.has(name);
    if (keep) {
      const kept = attributes
        .filter(([attribute, value]) => safeAttribute(name, attribute, value))
        .map(([attribute, value]) => ` ${attribute}="${escapeAttribute(value)}"`);
      if (stack.length === 0) {
        kept.unshift(` xmlns="${SVG_NS}"`, ` xmlns:xlink="${XLINK_NS}"`);
      }
      out.push(`<${name}${kept.join('')}${selfClosing ? '/>' : '>'}`);
    }
    if (!selfClosing) {
      stack.push({ name, written: keep });
      if (!keep && !unwrap) {
        dropped += 1;
      }
    } else if (stack.length === 0) {
      rootClosed = true;
    }
  }
  if (!sawRoot || stack.length > 0) {
    return null;
  }
  return out.join('');
}

/** Whether bytes look like an SVG document: text whose first element is <svg>. */
export function looksLikeSvg(bytes: Uint8Array): boolean {
  const head = new TextDecoder('utf-8', { fatal: false }).decode(bytes.subarray(0, 4096));
  const stripped = head
    .replace(/^\uFEFF/, '')
    .replace(/<\?[\s\S]*?\?>/g, '')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<!DOCTYPE[^>[]*(\[[\s\S]*?\])?\s*>/i, '')
    .trimStart();
  return /^<svg[\s>/]/.test(stripped);
}
