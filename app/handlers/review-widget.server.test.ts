import { describe, expect, it } from "vitest";
import { frameReportScript, reviewWidgetDocument, reviewWidgetPolicy } from "./review-widget.server";

describe("the review widget's frame (decision 0051)", () => {
  it("escapes the widget's facts in its attributes", () => {
    const html = reviewWidgetDocument({
      scriptUrl: 'https://widgets.example/w.js"></script><script>alert(1)</script>',
      embedId: `1" onload="alert('x')`,
    });
    expect(html).toContain('data-embed-id="1&#34; onload=&#34;alert(&#39;x&#39;)"');
    expect(html).toContain('src="https://widgets.example/w.js&#34;&#62;&#60;/script&#62;&#60;script&#62;alert(1)');
    expect(html.match(/<script\b/g)).toHaveLength(2);
  });

  it("allows the widget's hosts and the report's hash, frames only in the site, and sandboxes itself", () => {
    const policy = reviewWidgetPolicy(["https://widgets.example"]);
    const directives = Object.fromEntries(policy.split(";").map((part) => [part.split(" ")[0], part]));
    expect(directives["default-src"]).toBe("default-src 'none'");
    expect(directives["script-src"]).toMatch(/^script-src 'sha256-[\w+/=]+' https:\/\/widgets\.example$/);
    expect(directives["connect-src"]).toBe("connect-src https://widgets.example");
    expect(directives["frame-ancestors"]).toBe("frame-ancestors 'self'");
    expect(directives.sandbox).toBe("sandbox allow-scripts allow-popups allow-popups-to-escape-sandbox");
    expect(frameReportScript).not.toContain("</");
  });
});
