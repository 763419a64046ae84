// The shell's page carries a script of its own (its early-clicks keeper, tools/webpack/inline-head-script.js).
// The content security policy allows scripts from the site's origin only: that one script is allowed by its
// hash, read from the page as built, so a rebuilt shell's script is allowed without a restart and nothing a
// page's rendered content or data could hold ever is.
import crypto from 'node:crypto';

const SCRIPT_ELEMENT = /<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi;
const typeOf = (attributes) => /\stype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1].toLowerCase() ?? '';
/** A script the browser runs: no src, and no type or a JavaScript one (not the start-up data's JSON). */
const runsInline = (attributes) =>
  !/\ssrc\s*=/i.test(attributes) && ['', 'text/javascript', 'module'].includes(typeOf(attributes));

/** The CSP source expressions ('sha256-…') of the page's inline scripts, each once. */
export function inlineScriptHashes(page) {
  const hashes = [...page.matchAll(SCRIPT_ELEMENT)]
    .filter(([, attributes = '']) => runsInline(attributes))
    .map(([, , text]) => `'sha256-${crypto.createHash('sha256').update(text, 'utf8').digest('base64')}'`);
  return [...new Set(hashes)];
}

/** The policy with the hashes added to its script-src (left as it is when it has none, or there are none). */
export function allowingInlineScripts(policy, hashes) {
  if (hashes.length === 0) return policy;
  return policy.replace(/(^|;)(\s*script-src\s[^;]*)/, (directive) => `${directive} ${hashes.join(' ')}`);
}
