import type { Block } from "../types";

export const lasikSurgeryDescription: Block[] = [
  { type: "h2", text: "What is LASIK?" },
  {
    type: "p",
    text: "LASIK is a laser operation that corrects short sight, long sight and astigmatism. The laser gently reshapes the cornea, the clear window at the front of the eye, so that light focuses correctly without glasses or contact lenses.",
  },
  {
    type: "p",
    text: "It does not stop the eye from ageing. Most people still need reading glasses after 40, and LASIK does not prevent cataract or glaucoma.",
  },
  { type: "h2", text: "Who is a good candidate?" },
  {
    type: "ul",
    items: [
      "Over 18 years of age",
      "A glasses or lens power that has stayed the same for at least one year",
      "Healthy eyes, with a cornea thick enough to reshape safely",
      "Realistic hopes: the aim is to depend far less on glasses, not perfect sight in every situation",
    ],
  },
  { type: "h3", text: "Who should not have LASIK" },
  {
    type: "ul",
    items: [
      "People whose power is still changing",
      "Anyone with a thin or irregularly shaped cornea, including keratoconus",
      "Women who are pregnant or breastfeeding, as the power can change during this time",
      "People with uncontrolled diabetes or certain autoimmune diseases",
      "People with severe dry eye, an active eye infection, cataract or advanced glaucoma",
    ],
  },
  {
    type: "p",
    text: "If LASIK is not safe for your eyes, we will say so and explain the other choices, such as a different laser method, a lens placed inside the eye, or simply well-made glasses.",
  },
  { type: "h2", text: "Before surgery: suitability tests" },
  {
    type: "p",
    text: "Stop wearing soft contact lenses for about a week before the tests, and hard lenses for longer as the doctor advises, because lenses change the shape of the cornea. The tests include a corneal map, corneal thickness, a careful power check, a dry eye check and a dilated retina examination. They take about 1–2 hours, and the doctor goes through the results with you before you decide.",
  },
  { type: "h2", text: "What happens on the day" },
  {
    type: "ol",
    items: [
      "Numbing drops are put in. There are no injections, and you are awake throughout.",
      "A thin flap is made on the surface of the cornea and folded back.",
      "You look at a blinking light while the laser reshapes the cornea. For most eyes this takes less than a minute.",
      "The flap is laid back in place; it seals on its own without stitches.",
      "You rest for a while, the eyes are checked, and you go home with protective shields and drops.",
    ],
  },
  {
    type: "p",
    text: "Both eyes are usually treated on the same day, in about 10–15 minutes in the operation room. Expect to spend a few hours at the centre, and bring someone to take you home.",
  },
  { type: "h2", text: "Recovery" },
  {
    type: "ul",
    items: [
      "Vision is hazy and the eyes may water or sting for the first few hours. Sleep when you get home.",
      "Most people see well within a day or two and go back to office work in 2–3 days.",
      "Use the drops as prescribed, and wear the shields at night for a week.",
      "No eye rubbing, swimming or eye make-up for at least two weeks. Keep dust and sweat out of the eyes.",
      "Wear sunglasses outdoors. Glare and dryness are common at first and usually settle within 3–6 months.",
    ],
  },
  { type: "h2", text: "What it costs" },
  {
    type: "p",
    text: "LASIK starts from ₹25,000 per eye. The exact cost depends on the laser method that suits your eyes, and we give you a written estimate after the tests. EMI is available for select procedures; ask our staff.",
  },
  { type: "h2", text: "Close to home" },
  {
    type: "p",
    text: "Young people from across Anantapur district ask us about LASIK. Here you can have the tests, the surgery and every follow-up visit close to home, without travelling to Bengaluru or Hyderabad.",
  },
];
