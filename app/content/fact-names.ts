// A leaf: no imports, so any content module may use these without joining an import cycle (the FAQ lists'
// module, edited-texts.ts, is imported by modules page-texts.ts itself depends on).

/** The key of a block's Telugu twin, and back: "page.about.hero" ↔ "telugu.page.about.hero". */
export const twinKey = (key: string) => (key.startsWith("telugu.") ? key.slice("telugu.".length) : `telugu.${key}`);

const escapeForPattern = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * "Call +91 94400 12345" → "Call {phone}": a text as an editor reads it, the given facts as their names (the page texts',
 * page-texts.ts, and the FAQ lists', app/editor/site-faqs.server.ts). Longest value first, so a name inside a longer one is not taken first.
 */
export function namingFacts(text: string, facts: Readonly<Record<string, string>>): string {
  const byLength = Object.entries(facts)
    .filter(([, value]) => value !== "")
    .sort(([, a], [, b]) => b.length - a.length);
  return byLength.reduce(
    (out, [name, value]) =>
      out.replace(new RegExp(`(?<![\\w{])${escapeForPattern(value)}(?![\\w}])`, "g"), `{${name}}`),
    text,
  );
}

/** "{phone}" → the phone number; a name the facts do not hold stays as typed (the editors' pages refuse those). */
export function fillingFacts(text: string, facts: Readonly<Record<string, string>>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => facts[name] ?? whole);
}
