import type { Block } from "../types";

export const seniorsDescription: Block[] = [
  { type: "h2", text: "Eye care after 60" },
  {
    type: "p",
    text: "Our eyes change as we age. Some changes, like needing reading glasses, are normal. Others, such as a cloudy lens (cataract), glaucoma, macular degeneration and diabetic eye disease, become much more common after 60 and can take sight away if they are missed.",
  },
  {
    type: "p",
    text: "Good sight after 60 is about more than reading. It helps you move about safely and avoid falls, recognise faces, take the right tablets and stay independent.",
  },
  { type: "h2", text: "What we check" },
  {
    type: "ul",
    items: [
      "Glasses power for distance and for reading",
      "Cataract: whether it is affecting daily life, and whether surgery will help",
      "Eye pressure and the optic nerve, for glaucoma",
      "The retina and macula, for diabetes and age-related damage",
      "Dry eye, watering and eyelid problems, which are common with age",
      "Effects on the eyes of other medicines you take",
    ],
  },
  { type: "h2", text: "Signs to tell us about" },
  {
    type: "ul",
    items: [
      "Difficulty seeing in dim light or at night",
      "Glare from sunlight or headlights",
      "Straight lines looking bent, or a dark patch in the centre of vision",
      "Stumbling on steps, or missing things at the side",
      "Eyes that water all the time or feel gritty",
    ],
  },
  { type: "h2", text: "What happens at the visit" },
  {
    type: "ol",
    items: [
      "We take time to hear about your eyes, your general health and your medicines. Please bring all your tablets or a list, your old glasses and recent sugar and BP reports.",
      "Vision, glasses power and eye pressure are checked.",
      "Dilating drops let the doctor examine the back of the eye.",
      "The doctor explains the results slowly and clearly, to you and your family member, and writes the plan down.",
    ],
  },
  {
    type: "p",
    text: "A full check takes 60–90 minutes. After 60, have one every year, or as often as the doctor advises.",
  },
  {
    type: "callout",
    tone: "info",
    title: "Family members are welcome",
    text: "A son, daughter or friend can come into the consultation room with you, listen to the doctor and help with eye drops at home. We encourage it, especially for first visits and surgery.",
  },
  { type: "h2", text: "Coming from nearby towns" },
  {
    type: "ul",
    items: [
      "APSRTC buses run often to Anantapur from Kadiri, Dharmavaram, Hindupur, Guntakal, Tadipatri and Gooty. From the bus stand, the hospital is a short auto ride.",
      "Book an early slot in the morning session so you can travel back before the afternoon heat and before dark.",
      "Carry water, your regular medicines and a snack, especially if you have diabetes.",
      "Do not drive or ride a two-wheeler home after dilating drops.",
      "Tell us when you book if you need a wheelchair or help with steps, so that we are ready when you arrive.",
    ],
  },
  { type: "h2", text: "What it costs" },
  {
    type: "p",
    text: "An eye check-up starts from ₹500. If you need cataract surgery and cannot afford the full cost, ask about our community programme: ten surgeries each month at ₹6,000.",
  },
];
