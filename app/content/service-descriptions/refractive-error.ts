import { site } from "../site";
import type { Block } from "../types";

export const refractiveErrorDescription: Block[] = [
  { type: "h2", text: "What is a refractive error?" },
  {
    type: "p",
    text: "To see clearly, your eye must bend (refract) light so that it lands exactly on the retina, the seeing layer at the back of the eye. If the eye's shape is slightly off, the light lands in the wrong place and things look blurred. This is called a refractive error. It is not a disease, and it is very common.",
  },
  { type: "h3", text: "The four main types" },
  {
    type: "ul",
    items: [
      "Short sight (myopia): far things, like the school board or bus numbers, look blurred.",
      "Long sight (hypermetropia): close work tires the eyes, and young people may get headaches.",
      "Astigmatism: the front of the eye is shaped more like an egg than a ball, so things look stretched or shadowed at every distance.",
      "Difficulty reading after 40 (presbyopia): the lens inside the eye stiffens with age, so small print and the phone screen have to be held farther away.",
    ],
  },
  { type: "h2", text: "Signs to watch for" },
  {
    type: "ul",
    items: [
      "Squinting or half-closing the eyes to see",
      "Headaches after reading, sewing or screen work",
      "Holding the phone or a book very close, or at arm's length",
      "A child sitting close to the TV, or copying from a friend's notebook instead of the board",
      "Trouble reading road signs, especially at night",
    ],
  },
  { type: "h2", text: "What happens at the visit" },
  {
    type: "ol",
    items: [
      "A vision test on the letter chart, one eye at a time.",
      "A computerised reading (auto-refraction) gives a starting power in seconds.",
      "The optometrist fine-tunes the power with trial lenses, asking which looks clearer: this one, or this one?",
      "For children, drops are often used to relax the eye's focusing muscle so that the true power is found. These drops blur near vision for some hours.",
      "The doctor also checks the health of the eye, because blurred vision is not always a glasses problem.",
    ],
  },
  {
    type: "p",
    text: "You leave with a written prescription. The power check is part of an eye check-up, which starts from ₹500. Children's power can change quickly, so check it every year; adults should check every 1–2 years, or sooner if things start to blur.",
  },
  { type: "h2", text: "Your choices" },
  { type: "h3", text: "Glasses" },
  {
    type: "p",
    text: `Glasses are the simplest and safest choice. You can take your prescription to any optical shop, or walk next door to ${site.opticalsName}, where staff check that the lenses are made to the exact power and centred correctly for your eyes. Anti-glare lenses, and lenses that darken in sunlight, help in Anantapur's strong light.`,
  },
  { type: "h3", text: "Contact lenses" },
  {
    type: "p",
    text: "Contact lenses suit sports, some jobs and people with a high power. We fit them carefully and teach you how to clean and store them. Never sleep in lenses unless told you can, never rinse them in tap water, and take them out at once if the eye turns red or painful.",
  },
  { type: "h3", text: "LASIK" },
  {
    type: "p",
    text: "Adults over 18 whose power has not changed for a year may need glasses far less after laser surgery. It does not suit every eye, and it has risks. Our LASIK Surgery page explains who it suits and what can go wrong.",
  },
  {
    type: "callout",
    tone: "info",
    title: "Rest your eyes: the 20-20-20 rule",
    text: "When studying or using a screen, every 20 minutes look at something 20 feet away for 20 seconds. It eases eye strain, though it does not change your glasses power.",
  },
];
