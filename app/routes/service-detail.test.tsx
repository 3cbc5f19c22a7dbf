// @vitest-environment happy-dom
import { cleanup, render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { services } from "~/content/services";
import { directionsHref, telHref } from "~/content/site";
import { services as servicesTe } from "~/content/te/services";
import type { Lang } from "~/i18n/lang";
import { LangContext } from "~/i18n/use-lang";
import ServiceDetail, { loader } from "./service-detail";

/*
 * Issue 39, item 3b: the emergency page sends no one to a booked slot. It offers a call and directions where every
 * other service page offers "Book a {title} Consultation" (the hero's button and the band at the end), and no
 * booking button or form at all.
 */

afterEach(cleanup);

function renderPage(lang: Lang, slug: string) {
  const path = `${lang === "te" ? "/te" : ""}/services/${slug}`;
  const loaderData = loader({ request: new Request(`https://hospital.test${path}`), params: { slug } } as never);
  const props = { loaderData } as unknown as Parameters<typeof ServiceDetail>[0];
  return render(
    <LangContext value={lang}>
      <MemoryRouter initialEntries={[path]}>
        <ServiceDetail {...props} />
      </MemoryRouter>
    </LangContext>,
  );
}

const languages = [
  { lang: "en" as const, list: services, bookLabel: (title: string) => `Book a ${title} Consultation` },
  { lang: "te" as const, list: servicesTe, bookLabel: (title: string) => `${title} కోసం అపాయింట్‌మెంట్ బుక్ చేయండి` },
];

describe.each(languages)("service pages ($lang)", ({ lang, list, bookLabel }) => {
  it("the emergency page offers a call and directions, and no booking button or booking form", () => {
    const emergency = list.find((service) => service.slug === "emergency")!;
    const { container } = renderPage(lang, "emergency");
    expect(screen.queryAllByText(bookLabel(emergency.title))).toEqual([]);
    expect(screen.queryAllByText(/Consultation$|కోసం అపాయింట్‌మెంట్ బుక్ చేయండి$/)).toEqual([]);
    expect(container.querySelectorAll('a[href$="/book"], [data-booking], form')).toHaveLength(0);

    // Both places that offer booking elsewhere (the hero and the band after the text) offer a call and directions.
    const hero = container.querySelector("section")!;
    const band = screen.getByRole("heading", {
      level: 2,
      name: lang === "en" ? /appointment/i : /అపాయింట్‌మెంట్/,
    }).parentElement!;
    for (const place of [hero, band]) {
      const links = within(place as HTMLElement).getAllByRole("link");
      expect(links.some((link) => link.getAttribute("href") === telHref)).toBe(true);
      const directions = links.find((link) => link.getAttribute("href") === directionsHref);
      expect(directions?.getAttribute("target")).toBe("_blank");
    }
  });

  it("every other service page still offers 'Book a {title} Consultation' in the hero and the band", () => {
    for (const service of list.filter((candidate) => candidate.slug !== "emergency")) {
      renderPage(lang, service.slug);
      expect(screen.getAllByRole("link", { name: bookLabel(service.title) }), service.slug).toHaveLength(2);
      expect(document.querySelector(`a[href="${directionsHref}"]`), service.slug).toBeNull();
      cleanup();
    }
  });
});
