import { describe, expect, it } from "vitest";
import { services } from "~/content/services";
import { site } from "~/content/site";
import { reviews, testimonials } from "~/content/testimonials";
import { articleNode, clinicNode, ids, physicianNode, procedureNode } from "./structured-data";

type Node = Record<string, unknown>;

describe("clinicNode", () => {
  it("leaves out review when there are none, rather than an empty list", () => {
    expect(clinicNode()).not.toHaveProperty("review");
    expect(clinicNode([])).not.toHaveProperty("review");
  });

  it("publishes the testimonials' own words as reviews", () => {
    const node = clinicNode(reviews) as unknown as Node;
    const published = node.review as Node[];
    expect(published.length).toBeGreaterThan(0);
    for (const review of published) {
      const source = testimonials.find((testimonial) => testimonial.quote === review.reviewBody);
      expect(source, String(review.reviewBody)).toBeDefined();
      expect(source!.name.startsWith((review.author as Node).name as string)).toBe(true);
      expect(review).toMatchObject({
        datePublished: source!.date,
        reviewRating: { ratingValue: source!.rating, bestRating: 5 },
      });
    }
    expect(node.aggregateRating).toMatchObject({ ratingValue: site.rating!.value, reviewCount: site.rating!.count });
  });

  it("offers every service by the @id and @type of its page's node", () => {
    const offered = (clinicNode() as unknown as Node).availableService as Node[];
    expect(offered).toHaveLength(services.length);
    for (const service of services) {
      const path = `/services/${service.slug}`;
      const node = procedureNode({
        type: service.schemaType,
        name: service.title,
        description: "x",
        path,
      }) as unknown as Node;
      expect(offered).toContainEqual(expect.objectContaining({ "@id": node["@id"], "@type": node["@type"] }));
    }
  });
});

describe("the doctor", () => {
  it("is typed Physician wherever the @id appears, and belongs to the hospital", () => {
    const physician = physicianNode({ description: "x", image: "/images/doctor.svg" }) as unknown as Node;
    expect(physician).toMatchObject({
      "@type": "Physician",
      "@id": ids.physician,
      memberOf: { "@id": ids.organization },
    });
    const article = articleNode({
      path: "/patient-education/x",
      headline: "x",
      description: "x",
      image: "/og/x.png",
      datePublished: "2026-01-01",
      dateModified: "2026-01-01",
      author: site.name,
    }) as unknown as Node;
    // Articles are the hospital's: no doctor is named as their writer.
    expect(article.author).toMatchObject({ "@type": "Organization", name: site.name });
  });
});
