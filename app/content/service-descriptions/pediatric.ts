import { site } from "../site";
import type { Block } from "../types";

export const pediatricDescription: Block[] = [
  { type: "h2", text: "Why children's eyes need early checks" },
  {
    type: "p",
    text: "Children rarely say they cannot see. They think everyone sees the way they do. Yet a child's sight is still developing through the first 7–8 years of life. A problem found early can often be fully corrected; the same problem found later may leave weak sight for life.",
  },
  { type: "h2", text: "When to bring your child" },
  {
    type: "ul",
    items: [
      "At about 6 months",
      "At age 3",
      "Before starting school",
      "Then every 1–2 years, or every year if they wear glasses",
    ],
  },
  {
    type: "callout",
    tone: "warning",
    title: "Babies born early need a retina check in the first weeks",
    text: "A baby born early (premature) or very small can develop retinopathy of prematurity (ROP): abnormal blood vessels grow in the retina at the back of the eye. Parents cannot see any sign of it, and if it is missed it can cause blindness. Babies born before 34 weeks, or weighing less than 2 kg at birth, need an ROP screening check of the retina in the first weeks of life, usually within the first month (earlier for the smallest babies), then repeat checks as advised. Ask the doctor caring for your newborn when the first check is due.",
  },
  { type: "h3", text: "Come sooner if you notice" },
  {
    type: "ul",
    items: [
      "Eyes that turn in, out, up or down, even only sometimes",
      "Sitting very close to the TV, or holding books close to the face",
      "Tilting or turning the head to look at things",
      "Frequent eye rubbing, watering or headaches",
      "Falling marks, or trouble copying from the board",
    ],
  },
  {
    type: "callout",
    tone: "warning",
    title: "A white glow in the pupil",
    text: "If a photo shows a white or yellow reflection in your child's pupil instead of the usual red one, book a visit straight away. It can be a sign of a serious eye problem that needs urgent care.",
  },
  { type: "h2", text: "Conditions we treat" },
  { type: "h3", text: "Squint (strabismus)" },
  {
    type: "p",
    text: "In a squint, the two eyes point in different directions. It is not a sign of good luck, and a child will not grow out of it. Treatment depends on the cause: glasses, patching the stronger eye so the weaker one learns to see, and sometimes a short operation on the eye muscles to straighten the eyes. Eye exercises on their own do not straighten most squints; they help only a few specific problems, such as difficulty turning both eyes inwards for close work.",
  },
  { type: "h3", text: "Lazy eye (amblyopia)" },
  {
    type: "p",
    text: "When one eye sees less clearly, the brain starts to ignore it. That eye looks normal but stays weak. Treatment works best before about age 8: glasses, and covering the good eye with a patch for a few hours a day so the weak eye has to work.",
  },
  { type: "h3", text: "Glasses for children" },
  {
    type: "p",
    text: `Short sight is becoming more common in schoolchildren who spend long hours indoors and on phones. About two hours of outdoor play in daylight every day lowers the chance that a child becomes short-sighted, and the 20-20-20 rule eases strain during screen time. Children's frames at ${site.opticalsName} are light and flexible for active use.`,
  },
  { type: "h2", text: "What happens at the visit" },
  {
    type: "ol",
    items: [
      "We test vision with pictures, shapes or letters, depending on age. Babies are checked by how they follow lights and toys.",
      "We check how the eyes move and line up together.",
      "Drops relax the eyes' focusing so we can measure the true glasses power. They take up to 45 minutes to work.",
      "The doctor looks inside the eyes and explains the results to you.",
    ],
  },
  {
    type: "p",
    text: "Allow about 1–2 hours. After the drops, your child's close-up vision will be blurred and light will feel bright for the rest of the day, sometimes until the next morning. A cap and sunglasses help on the way home.",
  },
  { type: "h2", text: "School eye screening" },
  {
    type: "p",
    text: `We run eye screening in schools around Anantapur, Dharmavaram and Kadiri. Children who need a closer look are referred to the hospital with a note for their parents. Schools that would like a screening visit can call us on ${site.phone.display}.`,
  },
];
