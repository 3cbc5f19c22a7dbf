import { describe, it, expect } from "vitest";
import { specServiceCardSlugs, specServiceSlugs } from "../../tests/spec-fixtures";
import { getService, relatedServices, serviceCards, serviceSlugs, services } from "./services";

describe("services", () => {
  it("lists the ten service slugs from the specification, in order", () => {
    expect([...serviceSlugs]).toEqual(specServiceSlugs);
    expect(services.map((service) => service.slug)).toEqual(specServiceSlugs);
  });

  it("numbers the services 1 to 10 with unique ids and slugs", () => {
    expect(services.map((service) => service.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(new Set(services.map((service) => service.id)).size).toBe(services.length);
    expect(new Set(services.map((service) => service.slug)).size).toBe(services.length);
  });

  it("builds eight cards that link to the first eight services, in order", () => {
    expect(serviceCards).toHaveLength(8);
    expect(serviceCards.map((card) => card.link)).toEqual(specServiceCardSlugs.map((slug) => `/services/${slug}`));
    expect(serviceCards[1]).toMatchObject({
      id: 2,
      title: "Cataract Surgery",
      imageSrc: "/images/services/cataract.svg",
    });
  });

  it("gives three related services that never include the service itself", () => {
    for (const slug of serviceSlugs) {
      const related = relatedServices(slug);
      expect(related).toHaveLength(3);
      expect(related.map((service) => service.slug)).not.toContain(slug);
    }
    expect(relatedServices("eye-examinations").map((service) => service.slug)).toEqual([
      "cataract",
      "refractive-error",
      "glaucoma",
    ]);
    expect(relatedServices("cataract").map((service) => service.slug)).toEqual([
      "eye-examinations",
      "refractive-error",
      "glaucoma",
    ]);
  });

  it("has a unique search description of at most 160 characters for every service", () => {
    for (const service of services) {
      expect(service.metaDescription.length, service.slug).toBeGreaterThan(50);
      expect(service.metaDescription.length, service.slug).toBeLessThanOrEqual(160);
    }
    expect(new Set(services.map((service) => service.metaDescription)).size).toBe(services.length);
  });

  it("points each service image at its own file with fixed dimensions", () => {
    for (const service of services) {
      expect(service.image).toMatchObject({ src: `/images/services/${service.slug}.svg`, width: 800, height: 600 });
      expect(service.gallery).toHaveLength(3);
      expect(service.gallery[0]).toEqual(service.image);
    }
  });

  it("finds a service by slug and returns undefined for an unknown one", () => {
    expect(getService("glaucoma")?.id).toBe(4);
    expect(getService("lasik-surgery-anantapur")?.title).toBe("LASIK Surgery");
    expect(getService("cataract-surgery")).toBeUndefined();
    expect(getService("no-such-service")).toBeUndefined();
    expect(getService(undefined)).toBeUndefined();
  });
});
