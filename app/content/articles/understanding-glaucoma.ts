import { site } from "../site";
import type { Block } from "../types";
import { articleImage, readingMinutesFor, type Article } from "./model";

const content: Block[] = [
  {
    type: "p",
    text: "Glaucoma is a group of eye diseases that damage the optic nerve, the cable that carries pictures from your eye to your brain. Sight lost to glaucoma cannot be brought back. But when glaucoma is found early and treated, most people can keep useful sight for the rest of their lives.",
  },
  { type: "h2", text: "What is glaucoma?" },
  {
    type: "p",
    text: "The front of your eye is filled with a clear fluid. This fluid is made all the time and drains away all the time, through a tiny drain where the coloured part of the eye (the iris) meets the clear window at the front (the cornea). If the fluid cannot drain well, the pressure inside the eye can rise.",
  },
  {
    type: "p",
    text: "Raised eye pressure can slowly harm the delicate fibres of the optic nerve. Once these fibres are lost, they do not grow back. Some people develop glaucoma even when their eye pressure is normal, and some people with higher pressure never get it. So pressure alone does not decide whether you have glaucoma; the doctor looks at the nerve and your side vision too.",
  },
  { type: "h3", text: "The common types" },
  {
    type: "ul",
    items: [
      "Open-angle glaucoma: the drain looks open but works poorly. Pressure rises slowly, there is no pain, and side vision fades so gradually that most people do not notice until late.",
      "Angle-closure glaucoma: the iris crowds and blocks the drain. This type is fairly common in India and other parts of Asia. It can creep up slowly, or the drain can close suddenly and cause a painful emergency.",
      "Secondary glaucoma: caused by another problem, such as an old eye injury, a very advanced cataract, diabetic eye disease, or long use of steroid medicines.",
      "Glaucoma in babies: rare, but a baby with large, cloudy or constantly watering eyes who dislikes light should be seen by an eye doctor quickly.",
    ],
  },
  { type: "h2", text: "Why it is called the silent thief of sight" },
  {
    type: "p",
    text: "Open-angle glaucoma usually starts at the edges of your vision. Your two eyes cover for each other and your brain fills in the gaps, so you keep reading, watching TV and using your phone as usual. Central vision is often affected only late. Many people find out only when much of the nerve is already damaged.",
  },
  {
    type: "p",
    text: "Studies in India have found that most people who have glaucoma do not know it. The only reliable way to catch it early is a proper eye examination, not waiting for symptoms.",
  },
  {
    type: "callout",
    tone: "info",
    title: "Reading the chart is not enough",
    text: "Reading letters on a chart checks your central sight. It does not check your optic nerve or your side vision. A person can read the smallest line and still have glaucoma.",
  },
  { type: "h2", text: "Who is at higher risk?" },
  {
    type: "ul",
    items: [
      "People over 40. The risk keeps rising with each decade of life.",
      "Anyone whose parent, brother or sister has glaucoma. Family members should be checked even if they feel fine.",
      "People found to have high eye pressure at a check-up.",
      "People who have used steroid medicines for a long time, especially steroid eye drops.",
      "People with a strong minus power (short sight) or a strong plus power (long sight) in their glasses.",
      "People with diabetes or high blood pressure.",
      "Anyone who has had an eye injury in the past, for example from a cricket ball, a stick in the fields or a firecracker.",
    ],
  },
  { type: "h2", text: "How we check for glaucoma" },
  { type: "p", text: `Glaucoma tests are painless. At ${site.name}, a glaucoma check may include:` },
  {
    type: "ul",
    items: [
      "Eye pressure measurement, with a gentle puff of air or a small probe that touches the eye after numbing drops.",
      "A look at the drain: the doctor rests a special lens lightly on the numbed eye to see whether the drain is open or narrow. This is called gonioscopy.",
      "A dilated eye examination, so the doctor can study the shape and colour of the optic nerve.",
      "An OCT scan of the optic nerve and the layer of nerve fibres around it. This detailed picture helps find early damage and track small changes over the years.",
      "A visual field test, where you look at a screen and press a button each time you see a small light at the side. It maps your side vision.",
    ],
  },
  {
    type: "p",
    text: "Not everyone needs every test on the first day. The doctor will explain which tests you need and why. An eye check-up starts from ₹500, and the cost of any extra test is explained to you before it is done.",
  },
  { type: "h2", text: "Treatment" },
  {
    type: "p",
    text: "Treatment aims to bring the eye pressure down to a level that is safe for your optic nerve. It cannot restore sight already lost, but it can slow or stop further damage. Glaucoma needs care for life, much like diabetes or blood pressure.",
  },
  { type: "h3", text: "Eye drops" },
  {
    type: "p",
    text: "Most people start with daily eye drops. The drops work only while you keep using them. Put them in at the same times each day, and do not stop when the bottle runs out or when your eyes feel fine. If the drops sting, make your eyes red, or are hard to afford, tell the doctor, because there is often another choice.",
  },
  { type: "h3", text: "Laser" },
  {
    type: "p",
    text: "For a narrow or closed drain, the doctor may use a laser to make a tiny opening in the iris so that fluid can reach the drain more easily. For some kinds of open-angle glaucoma, a different laser can help the drain work better. These are short clinic procedures done after numbing drops.",
  },
  { type: "h3", text: "Surgery" },
  {
    type: "p",
    text: "If the pressure stays too high despite drops and laser, an operation can make a new path for the fluid to drain. In people who also have a cataract, the doctor may plan cataract and glaucoma care together.",
  },
  {
    type: "callout",
    tone: "warning",
    title: "Be careful with 'quick relief' eye drops",
    text: "Some drops sold for red or itchy eyes contain steroids. Used for weeks without an eye doctor checking you, they can raise eye pressure and lead to glaucoma and cataract. Use steroid drops only when an eye doctor prescribes them, and go back for the checks they ask for.",
  },
  { type: "h2", text: "Living well with glaucoma" },
  {
    type: "ul",
    items: [
      "Keep every follow-up visit, even when you feel fine. Glaucoma is watched over years, not days.",
      "Set a phone alarm for your drops, and buy the next bottle before the current one runs out, especially before travelling.",
      "Store your drops as the label says. In summer, do not leave them in a parked vehicle or in direct sun.",
      "After putting in a drop, close your eyes gently and press the inner corner of the eye for a minute or two. This keeps more of the medicine in the eye.",
      "Tell every doctor you see that you have glaucoma, and show them your drops.",
      "Ask your brothers, sisters and grown-up children to get their eyes checked too.",
    ],
  },
  { type: "h2", text: "When to see an eye doctor" },
  {
    type: "p",
    text: "Book a glaucoma check if you are over 40 and have not had a full eye examination in the last one to two years, if glaucoma runs in your family, or if you have used steroid medicines for a long time. Come sooner if you notice:",
  },
  {
    type: "ul",
    items: [
      "Bumping into things on one side, or missing steps and kerbs",
      "Coloured rings or haloes around lights, especially in the evening",
      "Eye ache or headache in the evening that settles after sleep",
      "Needing much more light than before to read or work",
    ],
  },
  {
    type: "callout",
    tone: "warning",
    title: "Go to an eye doctor immediately if",
    text: "you suddenly get severe eye pain with a red eye, blurred vision, haloes around lights, headache, and feeling sick or vomiting. This can be an attack of angle-closure glaucoma. Sight can be damaged quickly, so do not wait until the next day.",
  },
  {
    type: "p",
    text: `Patients come to us from Anantapur town and from Dharmavaram, Tadipatri, Gooty and nearby villages. To book a glaucoma check, call ${site.phone.display} or use the booking form on this website.`,
  },
];

export const understandingGlaucoma: Article = {
  slug: "understanding-glaucoma",
  title: "Understanding Glaucoma: The Silent Thief of Sight",
  metaTitle: "Glaucoma: Causes, Tests and Treatment",
  description:
    "Glaucoma harms the optic nerve with no pain or early signs. Learn who is at risk, how eye pressure and OCT tests find it, and how drops and laser help.",
  keywords: [
    "glaucoma",
    "eye pressure",
    "optic nerve",
    "angle-closure glaucoma",
    "glaucoma test",
    "visual field test",
    "glaucoma treatment Anantapur",
  ],
  featuredImage: articleImage(
    "understanding-glaucoma",
    "Illustration of a road that is clear in the middle and dark at the edges, the way glaucoma slowly takes away side vision",
  ),
  author: site.leadDoctor.name,
  authorRole: site.leadDoctor.role,
  date: "2026-03-10",
  dateModified: "2026-08-04",
  readingMinutes: readingMinutesFor(content),
  content,
};
