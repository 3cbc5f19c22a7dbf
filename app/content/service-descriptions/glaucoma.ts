import type { Block } from "../types";

export const glaucomaDescription: Block[] = [
  { type: "h2", text: "What is glaucoma?" },
  {
    type: "p",
    text: "Glaucoma is a group of eye diseases that damage the optic nerve, the cable that carries pictures from the eye to the brain. Most often the damage comes from pressure building up inside the eye, because the fluid in the eye does not drain away properly.",
  },
  {
    type: "p",
    text: "It is often called the silent thief of sight. In the common type there is no pain and no redness. Side vision is lost first, so slowly that most people notice nothing until much of the nerve is damaged. Sight lost to glaucoma cannot be brought back, but with early treatment most people keep useful sight for life.",
  },
  { type: "h2", text: "Who is at risk?" },
  {
    type: "ul",
    items: [
      "People over 40",
      "Anyone whose parent, brother or sister has glaucoma: they should be checked every year",
      "People with diabetes, high blood pressure or a high minus glasses power",
      "People who have used steroid drops, tablets or creams for a long time, including steroid eye drops bought without a prescription",
      "People who have had an eye injury in the past",
    ],
  },
  {
    type: "callout",
    tone: "warning",
    title: "A sudden glaucoma attack is an emergency",
    text: "A less common type blocks the eye's drainage suddenly. Signs: severe eye pain, a red eye, blurred vision, coloured rings around lights, headache and vomiting. Call us or come to the hospital at once.",
  },
  { type: "h2", text: "How we check for glaucoma" },
  {
    type: "ol",
    items: [
      "Eye pressure is measured after numbing drops.",
      "The doctor looks at the eye's drainage angle through a special lens (gonioscopy).",
      "Dilating drops let the doctor examine the optic nerve.",
      "A visual field test maps your side vision: you press a button each time you see a small light.",
      "An OCT scan measures the nerve fibres in a few seconds, without touching the eye.",
    ],
  },
  {
    type: "p",
    text: "The first full glaucoma work-up can take two hours or more, so come early in the morning session if you can.",
  },
  { type: "h2", text: "Treatment" },
  { type: "h3", text: "Eye drops" },
  {
    type: "p",
    text: "Most people start with daily eye drops that lower the pressure. They work only while you use them, so they are usually needed for life. Put them in at the same time every day, and buy the next bottle before the last one runs out. Tell us about any side effects; there is often another drop that suits you better.",
  },
  { type: "h3", text: "Laser" },
  {
    type: "p",
    text: "A short laser treatment, done in a few minutes in the clinic, can improve drainage or open a narrow angle. For some people it reduces or replaces drops.",
  },
  { type: "h3", text: "Surgery" },
  {
    type: "p",
    text: "If the pressure stays high despite drops and laser, an operation can make a new path for the fluid to drain.",
  },
  { type: "h2", text: "Regular checks are part of the treatment" },
  {
    type: "p",
    text: "Glaucoma needs a review every 3–6 months at first, then as the doctor advises, with pressure checks and repeat field tests and scans to be sure the damage has stopped. Many of our glaucoma patients travel from Guntakal, Gooty and Tadipatri, so we try to group the tests into one visit.",
  },
  {
    type: "p",
    text: "Glaucoma runs in families. If you have it, ask your brothers, sisters and grown-up children to have their eyes checked too. The cost of treatment depends on the drops or procedure you need, and the doctor explains the options and their prices before you start.",
  },
];
