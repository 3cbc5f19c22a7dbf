import type { ComponentType } from "react";
import { renderToString } from "react-dom/server";
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  useActionData,
  useLoaderData,
} from "react-router";
import { describe, expect, it } from "vitest";
import { sectionId } from "~/components/legal/legal-page";
import * as legalEn from "~/content/legal";
import { LangContext } from "~/i18n/use-lang";
import type { FormReply } from "~/lib/form-reply";
import * as community from "~/routes/community-outreach";
import * as contact from "~/routes/contact";
import * as schemes from "~/routes/government-schemes";
import * as legalPage from "~/routes/legal-page";

interface PageModule {
  loader: (args: never) => unknown;
  default: unknown;
}

/** A page module rendered on the server at an address, as the root layout would give it its language. */
async function render(module: PageModule, path: string, reply?: FormReply): Promise<string> {
  const Page = module.default as ComponentType<{ loaderData: unknown; actionData: unknown }>;
  const handler = createStaticHandler([
    {
      id: "page",
      path,
      loader: (args) => module.loader(args as never),
      Component: function Route() {
        return <Page loaderData={useLoaderData()} actionData={useActionData()} />;
      },
    },
  ]);
  const query = await handler.query(new Request(`http://localhost${path}`));
  if (query instanceof Response) throw new Error(`${path}: ${query.status}`);
  const context = reply ? { ...query, actionData: { page: reply } } : query;
  return renderToString(
    <LangContext value={path.startsWith("/te") ? "te" : "en"}>
      <StaticRouterProvider
        router={createStaticRouter(handler.dataRoutes, context)}
        context={context}
        hydrate={false}
      />
    </LangContext>,
  );
}

const h1 = (html: string) => /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1];

describe("the Telugu pages of contact, community, schemes and legal texts", () => {
  it("render the contact page and its form in Telugu, and the no-JavaScript answer's heading too", async () => {
    const html = await render(contact, "/te/contact");
    expect(h1(html)).toBe("మమ్మల్ని సంప్రదించండి");
    expect(html).toContain('aria-label="సంప్రదింపు ఫారం"');
    expect(html).toContain("ఒక సేవను ఎంచుకోండి");
    expect(html).toContain('href="/te/government-schemes"');
    expect(html).toContain("సోమవారం");
    const rejected = await render(contact, "/te/contact", {
      problem: "invalid",
      values: { name: "Ravi" },
      errors: { email: "?" },
    });
    expect(h1(rejected)).toBe("దయచేసి మీ సందేశాన్ని ఒకసారి సరిచూడండి");
  });

  it("keep the English contact page's words", async () => {
    const html = await render(contact, "/contact");
    expect(h1(html)).toBe("Contact Us");
    expect(html).toContain('aria-label="Contact form"');
    expect(html).toContain('href="/government-schemes"');
    const rejected = await render(contact, "/contact", { problem: "invalid", values: {}, errors: { email: "?" } });
    expect(h1(rejected)).toBe("Please check your message");
  });

  it("link the community page's eye camps to the Telugu services page", async () => {
    const html = await render(community, "/te/community-outreach");
    expect(h1(html)).toBe("ప్రజల కోసం సేవ");
    expect(html).toContain('href="/te/services#free-eye-camps"');
    expect(await render(community, "/community-outreach")).toContain('href="/services#free-eye-camps"');
  });

  it("render the schemes page in Telugu", async () => {
    const html = await render(schemes, "/te/government-schemes");
    expect(h1(html)).toBe("ప్రభుత్వ ఆరోగ్య పథకాలు");
    expect(html).toContain("డాక్టర్ ఎన్టీఆర్ వైద్య సేవ (ఇదివరకు ఆరోగ్యశ్రీ)");
  });

  it("give the Telugu legal sections the English sections' ids and a Telugu date", async () => {
    for (const [module, path, page] of [
      [legalPage, "/privacy-policy", legalEn.privacyPolicy],
      [legalPage, "/terms-of-service", legalEn.termsOfService],
    ] as const) {
      const html = await render(module, `/te${path}`);
      const ids = [...html.matchAll(/<h2 id="([^"]*)"/g)].map((match) => match[1]);
      expect(ids).toEqual(page.sections.map((section) => sectionId(section.heading)));
      expect(html).toContain("నవంబర్");
      expect(html).toContain("చివరిగా మార్చిన తేదీ");
    }
  });
});
