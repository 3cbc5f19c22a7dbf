import type { Block } from "../types";

export const cornealDescription: Block[] = [
  { type: "h2", text: "What is the cornea?" },
  {
    type: "p",
    text: "The cornea is the clear, dome-shaped window at the front of the eye. It lets light in and does most of the eye's focusing, so it must stay clear and smooth for you to see well. Infection, injury or a change in its shape can blur vision and, without quick treatment, leave a permanent white scar.",
  },
  { type: "h2", text: "Conditions we treat" },
  { type: "h3", text: "Corneal infections (corneal ulcers)" },
  {
    type: "p",
    text: "Germs or fungus can infect a scratched cornea. In Anantapur district this often starts in the fields: a groundnut leaf, a husk, a twig or a speck of dust scratches the eye during harvest, and an infection sets in a few days later. Fungal infections after plant injuries are common in farming areas and are slow to heal.",
  },
  {
    type: "p",
    text: "Signs: a red, painful, watering eye, blurred vision, a white spot on the dark part of the eye, and pain in bright light.",
  },
  {
    type: "callout",
    tone: "warning",
    title: "Do not use home remedies",
    text: "Do not put breast milk, herbal juice, oil or leftover drops into an injured eye, and never use steroid drops bought over the counter at a medical shop. They can make an infection much worse. See an eye doctor the same day.",
  },
  { type: "h3", text: "Eye injuries" },
  {
    type: "p",
    text: "Dust, metal flakes from grinding and splashes of pesticide or lime (sunnam) are frequent causes. We remove anything stuck in the eye under numbing drops and treat the scratch so it does not become infected.",
  },
  { type: "h3", text: "Keratoconus" },
  {
    type: "p",
    text: "In keratoconus, the cornea slowly thins and bulges forward into a cone. It usually starts in teenagers and young adults, often with allergies and frequent eye rubbing. The glasses power keeps changing, and vision stays blurred even with new glasses. A treatment called corneal cross-linking can stop it getting worse, and special contact lenses sharpen vision.",
  },
  { type: "h3", text: "Dry eye" },
  {
    type: "p",
    text: "Heat, dry wind, dust, air-conditioning and long hours on screens all dry the surface of the eye. The eyes feel gritty or burning, or, oddly, water a lot. Lubricating drops, warm compresses, care of the eyelids and the 20-20-20 rule help most people.",
  },
  { type: "h2", text: "What happens at the visit" },
  {
    type: "ol",
    items: [
      "The doctor examines the cornea under a slit-lamp microscope.",
      "A harmless orange dye shows up any scratch or ulcer under a blue light.",
      "For an ulcer, a tiny scraping may go to the laboratory to find the germ, so the right medicine can be chosen.",
      "For keratoconus, a corneal map measures the shape and thickness of the cornea.",
      "You get a treatment plan and, for infections, a date to come back, often within 1–3 days.",
    ],
  },
  { type: "h2", text: "Treatment and recovery" },
  {
    type: "p",
    text: "Infections are treated with frequent drops, sometimes every hour at first, and tablets if needed. Bacterial ulcers often improve in 1–2 weeks; fungal ulcers can take several weeks. Keep every follow-up visit, even when the eye feels better. A deep scar that spoils vision may later need a corneal transplant, which we arrange when required.",
  },
  {
    type: "callout",
    tone: "info",
    title: "Protect your eyes in the fields",
    text: "Wear protective glasses or sunglasses while harvesting, threshing, spraying or grinding. If anything gets into the eye, wash it with clean water straight away, and see an eye doctor if pain or redness lasts more than a few hours.",
  },
];
