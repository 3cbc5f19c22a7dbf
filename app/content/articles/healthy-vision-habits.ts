import { site } from "../site";
import type { Block } from "../types";
import { sameDaySignsCallout } from "../warning-signs";
import { articleImage, readingMinutesFor, type Article } from "./model";

const content: Block[] = [
  {
    type: "p",
    text: "Many eye problems can be prevented, or caught early, with a few simple habits. This guide covers screens and phones, sun and dust, food, and check-ups, with tips that fit everyday life in Anantapur and the towns around it.",
  },
  { type: "h2", text: "Give your eyes a break from screens" },
  {
    type: "p",
    text: "Students studying on phones, office workers at computers, shopkeepers keeping accounts on a tablet: most of us now spend hours every day looking at screens. For healthy adult eyes, screens are not known to cause lasting damage. But long stretches of close work can leave the eyes tired, dry and sore, with blurred vision and headaches. Doctors call this digital eye strain.",
  },
  { type: "h3", text: "The 20-20-20 rule" },
  {
    type: "p",
    text: "Every 20 minutes, look at something about 20 feet (6 metres) away for at least 20 seconds. A tree outside the window, the far end of the room or a building across the road all work. This lets the focusing muscles inside your eyes relax, and reminds you to blink.",
  },
  {
    type: "callout",
    tone: "info",
    title: "Make it a habit",
    text: "Set a repeating reminder on your phone or computer. Students can look out of the window for 20 seconds after every few pages or every problem solved.",
  },
  { type: "h3", text: "Set up your screen well" },
  {
    type: "ul",
    items: [
      "Keep a computer screen about an arm's length away, with the top of the screen at or slightly below eye level.",
      "Hold your phone at a comfortable distance, not close to your nose. Make the text bigger instead of bringing the phone closer.",
      "Match screen brightness to the room, and avoid using a bright phone in a dark room at night.",
      "Cut glare from windows and tube lights by moving the screen or drawing the curtains.",
      "Blink fully and often. We blink less while staring at a screen, which dries the eyes. A fan or air-cooler blowing straight at your face makes dryness worse.",
      "Put screens away about an hour before bed so you sleep well. Tired eyes feel drier and strain more easily.",
    ],
  },
  { type: "h3", text: "Children and screens" },
  {
    type: "p",
    text: "Short sight (myopia), where faraway things look blurred, is becoming more common among school children. Time outdoors in daylight appears to help protect growing eyes. Aim for about two hours of outdoor play in daylight every day, and keep screen time for fun short, especially for young children.",
  },
  {
    type: "p",
    text: "Watch for signs that a child is struggling to see: squinting, sitting very close to the TV, holding books near the face, rubbing the eyes often, or complaining of headaches after school.",
  },
  { type: "h2", text: "Protect your eyes from the Rayalaseema sun" },
  {
    type: "p",
    text: "Anantapur is hot and dry, and the sun is strong for most of the year. Over many years, the ultraviolet (UV) light in sunlight adds to the risk of a cloudy lens (cataract) and of fleshy growths on the white of the eye (pterygium). Protecting your eyes from the sun is a habit worth starting young.",
  },
  {
    type: "ul",
    items: [
      "Wear sunglasses that block all UV light (look for a UV400 label) when you are outdoors in the daytime. Dark glass alone is not enough: dark lenses without UV protection can do more harm than good, because the pupil opens wider behind them.",
      "Add a wide-brimmed hat or cap, or a cloth over the head as many farm workers already do.",
      "Where you can, do outdoor work in the early morning or late afternoon, and rest in the shade at midday.",
      "Protect children's eyes too, with a cap and, for older children, proper sunglasses.",
      "Drink plenty of water in summer. Dehydration can make dry, gritty eyes feel worse.",
    ],
  },
  { type: "h2", text: "Guard against dust, chaff and injuries" },
  {
    type: "p",
    text: "Summer dust, groundnut and paddy harvesting, threshing, grinding, welding and building work can all send particles into the eye. In farming areas, a small scratch from a leaf, a stalk or crop chaff can become infected if it is not treated properly.",
  },
  {
    type: "ul",
    items: [
      "Wear protective goggles or safety glasses for harvesting, threshing, grinding and welding.",
      "On a two-wheeler, use a helmet with a visor, or at least wear glasses.",
      "If dust gets into your eye, do not rub it. Blink, and rinse the eye with clean drinking water.",
      "Never put anything in the eye that a doctor has not advised: no home remedies, herbal juices or milk, and no leftover drops from someone else.",
      "If the eye stays red, painful or watery after a scratch, see an eye doctor within a day. An infected scratch on the cornea, the clear window at the front of the eye, can threaten sight.",
    ],
  },
  {
    type: "callout",
    tone: "warning",
    title: "Chemical splash: rinse first, then come in",
    text: "If lime (sunnam), acid, cleaning liquid, pesticide or any other chemical splashes into the eye, rinse it at once with plenty of clean water for 15 to 20 minutes, holding the eyelids open. Then go straight to an eye doctor or emergency department. Do not wait to see whether it settles.",
  },
  { type: "h2", text: "Eat well for your eyes" },
  {
    type: "ul",
    items: [
      "Green leafy vegetables such as spinach (palakura), drumstick leaves (munagaku) and amaranth (thotakura) contain natural pigments that support the retina.",
      "Yellow and orange foods such as carrots, papaya, mango and pumpkin provide vitamin A, which the eyes need to see in dim light.",
      "Eggs, fish and nuts, including groundnuts, add other useful nutrients.",
      "Keep sugar, salt and fried snacks low. Good control of diabetes and blood pressure is one of the best ways to protect your eyes.",
    ],
  },
  {
    type: "p",
    text: "Good food supports eye health, but it cannot cure eye disease or replace glasses or treatment. Ask a doctor before taking vitamin tablets for your eyes.",
  },
  { type: "h2", text: "Other everyday habits" },
  {
    type: "ul",
    items: [
      "Do not smoke. Smoking raises the risk of cataract and of age-related damage to the retina.",
      "Wash your hands before touching your eyes or handling contact lenses. Never sleep in lenses unless your eye doctor says they are made for it, and never rinse them in tap water.",
      "Remove eye make-up such as kajal before sleeping, and do not share eye make-up.",
      "Keep your glasses clean and wear your correct, up-to-date power. Ready-made reading glasses help some people, but they are not a substitute for an eye check.",
      "If you have diabetes or high blood pressure, keep them under control and take your medicines regularly.",
    ],
  },
  { type: "h2", text: "Regular eye check-ups" },
  {
    type: "p",
    text: "Serious eye diseases such as glaucoma and diabetic retinopathy often cause no pain and no early warning. A check-up can find them before your sight is affected.",
  },
  {
    type: "ul",
    items: [
      "Adults: every 1 to 2 years, or as your doctor advises.",
      "People with diabetes: at least once a year, with a dilated eye check.",
      "Adults over 40, or anyone with glaucoma in the family: a full check that includes eye pressure and the optic nerve.",
      "Children: at 6 months, at age 3, before starting school, and then every 1 to 2 years.",
    ],
  },
  {
    type: "p",
    text: `An eye check-up at ${site.name} starts from ₹500. You can book check-ups for several family members on the same day, which saves a second trip from Kadiri, Dharmavaram, Hindupur or Guntakal.`,
  },
  { type: "h2", text: "When to see an eye doctor" },
  { type: "p", text: "Book a visit soon if you notice any of these:" },
  {
    type: "ul",
    items: [
      "Blurred vision, far or near, that does not clear with blinking",
      "Frequent headaches or eye strain when reading or using screens",
      "Red, itchy, sticky or watery eyes that last more than a few days",
      "A child who squints, tilts the head to see, or has an eye that turns in or out",
      "Glare or haloes around lights that make night travel difficult",
    ],
  },
  sameDaySignsCallout("Quick care can save sight."),
  {
    type: "p",
    text: `To book a check-up, call ${site.phone.display} or use the booking form on this website.`,
  },
];

export const healthyVisionHabits: Article = {
  slug: "healthy-vision-habits",
  title: "Healthy Vision Habits: Everyday Care for Your Eyes",
  metaTitle: "Healthy Vision Habits & the 20-20-20 Rule",
  description:
    "Everyday eye care for screens, harsh sun, dust and farm work: the 20-20-20 rule, UV sunglasses, eye-friendly food and how often to get your eyes checked.",
  keywords: [
    "healthy vision habits",
    "20-20-20 rule",
    "digital eye strain",
    "screen time eyes",
    "UV sunglasses",
    "eye protection",
    "eye check-up Anantapur",
  ],
  featuredImage: articleImage(
    "healthy-vision-habits",
    "Illustration of a desk with a laptop, a glass of water, a clock and sunglasses, beside a window with a tree far away",
  ),
  author: `Clinical team, ${site.name}`,
  authorRole: `Eye doctors and optometrists at ${site.name}`,
  date: "2026-04-21",
  dateModified: "2026-09-15",
  readingMinutes: readingMinutesFor(content),
  content,
};
