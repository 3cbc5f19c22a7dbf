import type { Block } from "../types";

export const retinaDescription: Block[] = [
  { type: "h2", text: "What is the retina?" },
  {
    type: "p",
    text: "The retina is a thin layer lining the back of the eye. Like the film in an old camera, it catches the picture and sends it to the brain. Its centre, the macula, gives the sharp sight you need to read, recognise faces and thread a needle. Damage to the retina can cause serious and sometimes permanent loss of sight.",
  },
  { type: "h2", text: "Conditions we treat" },
  { type: "h3", text: "Diabetic retinopathy" },
  {
    type: "p",
    text: "Years of high blood sugar weaken the tiny blood vessels of the retina. They leak fluid or bleed, and fragile new vessels may grow. Early on there are no symptoms at all. Diabetes is very common in Anantapur and across Andhra Pradesh, so everyone with diabetes needs a dilated eye check at least once a year, even when their sight seems fine.",
  },
  { type: "h3", text: "Age-related macular degeneration" },
  {
    type: "p",
    text: "In people over 60, the macula can wear out. Straight lines look wavy, and a dark or blurred patch appears in the centre of vision. The wet type can get worse within weeks and needs quick treatment.",
  },
  { type: "h3", text: "Retinal detachment" },
  {
    type: "p",
    text: "The retina can tear and peel away from the back of the eye. This is more likely with a high minus glasses power, after an eye injury or after eye surgery. It is an emergency.",
  },
  {
    type: "callout",
    tone: "warning",
    title: "Warning signs of retinal detachment: come the same day",
    text: "A sudden shower of new floaters (dots or cobwebs), flashes of light at the side of your vision, or a shadow or curtain moving across your sight. Early repair gives the best chance of saving sight.",
  },
  { type: "h2", text: "What happens at the visit" },
  {
    type: "ol",
    items: [
      "Your vision and eye pressure are checked.",
      "Dilating drops widen the pupils; they take 20–30 minutes to work.",
      "The doctor examines the retina with a bright light and special lenses.",
      "Painless scans are done if needed: an OCT scan shows the layers of the macula and any swelling, and retina photographs record changes over time.",
      "The doctor explains the findings and the treatment plan.",
    ],
  },
  {
    type: "p",
    text: "Plan for 1–2 hours. Your vision will be blurry and sensitive to light for 4–6 hours afterwards, so bring someone to take you home.",
  },
  { type: "h2", text: "Treatment" },
  {
    type: "ul",
    items: [
      "Injections into the eye: medicine that stops leaking and abnormal vessels, used for diabetic swelling of the macula and for wet macular degeneration. The eye is numbed first, it takes a few minutes, and a course of several injections about a month apart is usual.",
      "Laser: seals leaking vessels or shrinks abnormal ones in diabetic retinopathy, and can seal a small retinal tear before it becomes a detachment.",
      "Surgery: a retinal detachment or heavy bleeding inside the eye may need an operation, which we arrange quickly.",
    ],
  },
  {
    type: "p",
    text: "The cost depends on the treatment and the medicine used. We tell you the price before you agree to anything.",
  },
  { type: "h2", text: "Protecting your retina" },
  {
    type: "ul",
    items: [
      "Keep your blood sugar, blood pressure and cholesterol under control.",
      "Do not smoke.",
      "If you have diabetes, have a dilated eye check every year and bring your latest sugar reports.",
      "Once a week, cover one eye and look at a door frame. If straight lines look bent or part is missing, book a visit.",
    ],
  },
];
