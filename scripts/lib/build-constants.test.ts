import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { constantsByEnvironmentPlugin, putConstants } from "./build-constants.mjs";

/*
 * Issue 38, item 5: the editors' words go into the build's modules as the constants' values. String.replace reads
 * `$&`, `$'`, `` $` ``, `$$` and `$1` in a replacement string as patterns (the match, the code after it, the code
 * before it, one `$`, a group): an answer with `$&` published as `__SITE_TEXTS__`, and one with `$'` spliced the
 * module's own source into the build. The values go in as they are.
 */
const TRICKY = "Fees: $& and $' and $` and $$ and $1 and $<name>, paid at the desk.";
const MODULE = "const texts = __SITE_TEXTS__;\nexport const stories = __SITE_STORIES__;\nexport default texts;\n";

type Transform = (code: string, id: string, options?: { ssr?: boolean }) => { code: string } | null;

function contentFile(content: object) {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "build-constants-")), "content.json");
  fs.writeFileSync(file, JSON.stringify(content));
  return file;
}

describe("the constants put into the build's modules", () => {
  it("go in literally, whatever `$` patterns the values hold", () => {
    const values = { __SITE_TEXTS__: JSON.stringify({ answer: TRICKY }), __SITE_STORIES__: "[]" };
    const out = putConstants(MODULE, values, ["__SITE_TEXTS__", "__SITE_STORIES__"]);
    expect(out).toBe(
      `const texts = (${JSON.stringify({ answer: TRICKY })});\nexport const stories = ([]);\nexport default texts;\n`,
    );
    for (const pattern of ["$&", "$'", "$`", "$$", "$1", "$<name>"]) expect(out).toContain(pattern);
  });

  it("carry an editor's FAQ answer with `$&`, `$'`, `` $` ``, `$$` and `$1` into the server's module unchanged", () => {
    const answer = { question: "What does it cost?", answer: TRICKY };
    const texts = { "faq.fees": { value: [answer], by: "Lakshmi", on: "2026-11-27", at: "2026-11-27T10:00:00Z" } };
    const plugin = constantsByEnvironmentPlugin({ SITE_CONTENT: contentFile({ texts }) });
    const transformed = (plugin.transform as Transform)(MODULE, "/app/content/edited-texts.ts", { ssr: true });
    const code = transformed!.code;
    expect(code).toContain(`const texts = (${JSON.stringify(texts)});`);
    // The module's own source appears once: `$'` did not copy the rest of it in, nor `` $` `` the start.
    expect(code.split("export default texts;").length).toBe(2);
    expect(code).not.toContain("__SITE_TEXTS__");
    // And the value read back is the answer as the editor wrote it.
    const inserted = /^const texts = \((.*)\);$/m.exec(code)![1]!;
    expect((JSON.parse(inserted) as typeof texts)["faq.fees"].value[0]!.answer).toBe(TRICKY);
  });
});
