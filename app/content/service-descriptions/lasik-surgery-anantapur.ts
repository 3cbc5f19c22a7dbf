import type { Block } from "../types";

export const lasikSurgeryDescription: Block[] = [
  { type: "h2", text: "What is LASIK?" },
  {
    type: "p",
    text: "LASIK is a laser operation that corrects short sight, long sight and astigmatism. The laser reshapes the cornea, the clear window at the front of the eye, so that light focuses better. Most suitable people then need glasses far less, and many do not need them for distance at all.",
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
  { type: "h2", text: "Risks: what can go wrong" },
  {
    type: "p",
    text: "Most people are happy with the result, but LASIK is an operation on a healthy eye, so weigh the risks carefully. The doctor explains them for your own eyes after the tests.",
  },
  {
    type: "ul",
    items: [
      "Dry eye: very common for the first few months. It usually settles, but some people need lubricating drops for longer. Anantapur's heat, dust and wind can make it feel worse.",
      "Glare, haloes and starbursts around lights at night: common at first and usually fade over 3–6 months. A few people keep some night glare, which can make night driving harder.",
      "Under- or over-correction: the eye may end up slightly short- or long-sighted. Some people still need glasses for some tasks, and a few need a second laser treatment.",
      "Flap problems: rare. The flap can wrinkle, or shift after a hard knock to the eye, and usually needs a short procedure to smooth it.",
      "Infection: rare. Pain, redness or sight getting worse after LASIK needs a same-day check.",
      "Weakening and bulging of the cornea (ectasia): very rare. The suitability tests are done to lower this risk.",
    ],
  },
  { type: "h2", text: "Recovery" },
  {
    type: "ul",
    items: [
      "Vision is hazy and the eyes may water or sting for the first few hours. Sleep when you get home.",
      "Most people see well within a day or two and go back to office work in 2–3 days. Sight can keep changing a little for a few weeks.",
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
