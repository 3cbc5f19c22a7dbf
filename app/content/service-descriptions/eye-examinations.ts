import { site } from "../site";
import { hoursLine } from "../services/detail-common";
import type { Block } from "../types";

export const eyeExaminationsDescription: Block[] = [
  { type: "h2", text: "What is a comprehensive eye examination?" },
  {
    type: "p",
    text: "Many eye diseases start without pain or blurred vision. By the time you notice a problem, some sight may already be lost. A comprehensive eye examination is a complete check of how well you see and how healthy each part of your eye is, from the clear window at the front (the cornea) to the nerve at the back.",
  },
  {
    type: "p",
    text: "It is much more than reading letters on a chart. It is how we find a cloudy lens (cataract), high eye pressure (glaucoma) and damage from diabetes early, while treatment can still protect your sight.",
  },
  { type: "h2", text: "Who needs one, and how often?" },
  {
    type: "ul",
    items: [
      "Adults: every 1–2 years, even if you see well.",
      "People with diabetes or high blood pressure: at least once a year. Diabetes is very common in Anantapur district, and it can damage the back of the eye without any warning.",
      "Anyone over 40, or anyone whose parent, brother or sister has glaucoma.",
      "Children: at 6 months, at age 3, before starting school, then every 1–2 years.",
      "Anyone with blurred vision, headaches while reading, eye pain, redness that does not settle, or new floaters.",
    ],
  },
  { type: "h2", text: "What happens at the visit, step by step" },
  {
    type: "ol",
    items: [
      "History: we ask about your eyes, your general health, your medicines and any eye disease in the family. Bring your current glasses and any sugar or blood pressure reports.",
      "Vision test: you read letters (or pictures, for small children) on a chart, one eye at a time.",
      "Glasses check: a machine reading and trial lenses find the exact power you need for distance and for reading.",
      "Eye pressure: a quick, painless check for glaucoma, sometimes after numbing drops.",
      "Slit-lamp check: the doctor looks at the front of each eye through a bright microscope.",
      "Dilated retina check: drops widen your pupils so the doctor can see the retina and the optic nerve. The drops take about 20–30 minutes to work.",
      "Results: the doctor explains what was found, in plain words, and what to do next.",
    ],
  },
  { type: "h3", text: "How long does it take?" },
  {
    type: "p",
    text: "Plan for 60–90 minutes at the hospital for a comprehensive examination. Much of that time is waiting for the drops to work. A scan, such as an OCT picture of the retina, may be added if the doctor needs a closer look. A simple eye test of your vision and glasses, without drops, usually takes under 30 minutes.",
  },
  {
    type: "callout",
    tone: "warning",
    title: "After dilating drops",
    text: "Your vision will be blurry and bright light will feel harsh for 4–6 hours. Do not ride a two-wheeler or drive home. Bring someone with you, and carry sunglasses or a cap for the Anantapur sun.",
  },
  { type: "h2", text: "What it costs" },
  {
    type: "p",
    text: "An eye check-up starts from ₹500. Extra tests, such as a retina scan or a visual field test, are charged separately, and we tell you the price before we do them. You can pay by cash, card or UPI.",
  },
  { type: "h2", text: "One visit, close to home" },
  {
    type: "p",
    text: `At ${site.name}, the check-up, any scans and the doctor's advice all happen in one visit, so you do not need several trips from Kadiri, Dharmavaram, Hindupur or Guntakal. If you need glasses, ${site.opticalsName} is next door. Consultations: ${hoursLine}.`,
  },
];
