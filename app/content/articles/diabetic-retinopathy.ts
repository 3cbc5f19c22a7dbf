import { site } from "../site";
import type { Block } from "../types";
import { sameDaySignsCallout } from "../warning-signs";
import { articleImage, readingMinutesFor, type Article } from "./model";
import { relatedArticles } from "./summaries";

const hours = `${site.consultationHours.days}, ${site.consultationHours.sessions.join(" and ")}`;

const content: Block[] = [
  {
    type: "p",
    text: "If you have diabetes, your eyes need as much care as your sugar levels, your feet and your kidneys. Diabetes can slowly harm the back of the eye without any pain and, at first, without any change in your sight. This harm is called diabetic retinopathy. The good news is that it can be found early with a simple eye check, and early treatment greatly lowers the chance of serious sight loss.",
  },
  { type: "h2", text: "What is diabetic retinopathy?" },
  {
    type: "p",
    text: "At the back of your eye is a thin layer called the retina. It works like the film in an old camera: it catches light and sends pictures to the brain. The retina is fed by very fine blood vessels.",
  },
  {
    type: "p",
    text: "When blood sugar stays high for months and years, these tiny vessels become weak. They can leak fluid, swell into small bulges, or bleed. Later, parts of the retina may be starved of blood, and the eye tries to grow new vessels. These new vessels are fragile and bleed easily. All of these changes together are called diabetic retinopathy.",
  },
  { type: "h3", text: "The main stages" },
  {
    type: "ul",
    items: [
      "Early stage: small bulges and tiny spots of bleeding appear in the retina. Most people notice nothing at all.",
      "Swelling at the centre (macular oedema): fluid leaks into the macula, the small central part of the retina you use for reading, sewing and recognising faces. Sight becomes blurred or wavy. This can happen at any stage.",
      "Advanced stage: new, weak blood vessels grow on the retina. They can bleed into the clear jelly that fills the eye, form scar tissue, and pull the retina away from the back of the eye (retinal detachment). This can cause sudden, severe loss of sight.",
    ],
  },
  { type: "h2", text: "Why this matters so much in India" },
  {
    type: "p",
    text: "Diabetes is now very common in India. About 10.1 crore people in India live with it (ICMR-INDIAB study, 2023), and many of them do not know they have it, because high sugar often causes no clear symptoms for years. It is not unusual for diabetes to be first suspected during an eye examination, in Anantapur as much as anywhere else.",
  },
  {
    type: "p",
    text: "The longer a person has diabetes, the higher the chance of retinopathy. After ten to fifteen years with diabetes, many people show at least some changes in the retina. Everyone with diabetes is at risk, whether they take tablets or insulin.",
  },
  { type: "h3", text: "Things that raise your risk" },
  {
    type: "ul",
    items: [
      "Having diabetes for many years",
      "Blood sugar that stays high, shown by a high HbA1c: a blood test that shows your average sugar over about the last three months",
      "High blood pressure",
      "High cholesterol",
      "Kidney disease linked to diabetes",
      "Pregnancy, in women who already have diabetes",
      "Skipping eye check-ups, so early changes are missed",
    ],
  },
  {
    type: "callout",
    tone: "warning",
    title: "No pain, no early warning",
    text: "Diabetic retinopathy usually causes no pain and no blurring in its early stages. By the time you notice a problem with your sight, the disease may already be advanced. That is why a yearly eye check matters even when you can see well.",
  },
  { type: "h2", text: "Symptoms you may notice later" },
  {
    type: "ul",
    items: [
      "Blurred vision, or vision that is clear one day and blurred the next",
      "Dark spots, threads or cobwebs floating in front of your eyes",
      "Dark or empty patches in your sight",
      "Straight lines, such as door frames, looking bent or wavy",
      "Trouble reading small print, even with your glasses",
    ],
  },
  {
    type: "p",
    text: "Sugar that swings up and down can also change the power of your glasses for a while. This often settles once sugar is steady, so it is best to get your sugar under control before buying new glasses.",
  },
  { type: "h2", text: `How we check your eyes at ${site.name}` },
  { type: "p", text: "A diabetic eye check is simple and painless. This is what usually happens:" },
  {
    type: "ol",
    items: [
      "We ask about your diabetes: how long you have had it, your medicines, and your latest sugar reports, including HbA1c (the blood test that shows your average sugar over about three months). Please bring them, along with your current glasses.",
      "We check how well you see using a letter chart, and measure the pressure inside your eyes.",
      "We put drops in your eyes to widen (dilate) the pupils. The drops take about 20 to 30 minutes to work.",
      "The doctor looks at the whole retina with a bright light and special lenses. This is called a dilated eye examination.",
      "If needed, we do an OCT scan. OCT is a quick, painless scan, like a very detailed photograph, that shows whether the macula is swollen. Nothing touches your eye.",
    ],
  },
  {
    type: "p",
    text: "The drops blur your sight and make bright light uncomfortable for a few hours. Do not ride a two-wheeler or drive home after the test. Bring someone with you if you can, and carry sunglasses, especially for a bright Anantapur afternoon.",
  },
  {
    type: "p",
    text: "An eye check-up starts from ₹500. If you need a scan or treatment, the doctor will explain why, and our staff will tell you the cost before anything is done.",
  },
  { type: "h2", text: "Treatment: what can be done" },
  {
    type: "p",
    text: "Treatment depends on the stage. Its aim is to stop the damage from getting worse and to protect the sight you have. Treatment cannot always bring back sight that is already lost, which is why early checks matter so much.",
  },
  { type: "h3", text: "Careful watching" },
  {
    type: "p",
    text: "In the early stage you may not need eye treatment yet. We will ask you to come back at set times so that any change is caught quickly. Good control of sugar, blood pressure and cholesterol is the most important treatment at this stage.",
  },
  { type: "h3", text: "Laser treatment" },
  {
    type: "p",
    text: "A laser is a very narrow beam of light. It can seal leaking vessels, or treat parts of the retina that are short of blood so that the fragile new vessels shrink and are less likely to bleed. It is done in the clinic after numbing drops, and you go home the same day. Some people need more than one session.",
  },
  { type: "h3", text: "Injections into the eye" },
  {
    type: "p",
    text: "For swelling at the macula, and sometimes for new vessels, the doctor may advise a medicine given as an injection into the eye. The eye is fully numbed first, and the injection itself takes only a few moments. These injections are usually given as a course over several months, and the doctor will talk you through the plan.",
  },
  { type: "h3", text: "Surgery" },
  {
    type: "p",
    text: "If there is heavy bleeding inside the eye, or scar tissue is pulling on the retina, an operation may be needed. The doctor will explain the options and guide you on the next steps.",
  },
  { type: "h2", text: "What you can do to protect your sight" },
  {
    type: "ul",
    items: [
      "Keep your blood sugar within the target your doctor gives you. Take your tablets or insulin as advised, even on days when you feel well.",
      "Do not stop your diabetes medicines or change them on your own.",
      "Check your blood pressure and cholesterol regularly, and get them treated if they are high.",
      "Have a dilated eye check at least once a year, or more often if the doctor advises.",
      "If you have diabetes and become pregnant, get your eyes checked early in the pregnancy.",
      "Stay active. In summer, walk in the early morning or evening to avoid the worst of the heat.",
      "Do not smoke.",
    ],
  },
  {
    type: "callout",
    tone: "info",
    title: "For families",
    text: "If a parent or grandparent has diabetes, help them keep one file with sugar reports, medicines and eye check dates, and bring it to every visit. Older patients travelling in from Kadiri, Hindupur or Guntakal find the day easier with a family member along.",
  },
  { type: "h2", text: "When to see an eye doctor" },
  {
    type: "p",
    text: "If you have diabetes and have never had a dilated eye check, book one now, even if you see well. After that, come once a year, or as often as the doctor advises. Book a visit sooner if you notice:",
  },
  {
    type: "ul",
    items: [
      "Blurring that does not clear, or that comes and goes",
      "New floaters, spots or threads in your vision",
      "Difficulty reading or recognising faces",
      "Lines or edges looking wavy",
    ],
  },
  sameDaySignsCallout(
    "Some of these can be signs of bleeding inside the eye or a detached retina, which need urgent care.",
  ),
  {
    type: "p",
    text: `To book a diabetic eye check, call ${site.phone.display} or use the booking form on this website. We see patients ${hours}.`,
  },
];

export const diabeticRetinopathy: Article = {
  slug: "diabetic-retinopathy",
  title: "Diabetic Retinopathy: How Diabetes Affects Your Eyes",
  metaTitle: "Diabetic Retinopathy: Signs and Treatment",
  description:
    "Diabetes can harm the retina with no early warning. Learn the signs, who is at risk, and how a yearly dilated eye check in Anantapur protects your sight.",
  keywords: [
    "diabetic retinopathy",
    "diabetes eye check",
    "retina",
    "macular oedema",
    "OCT scan",
    "retina laser",
    "eye injection",
    "diabetic eye care Anantapur",
  ],
  featuredImage: articleImage(
    "diabetic-retinopathy",
    "Illustration of the back of the eye showing the retina with small spots of bleeding from weak blood vessels",
  ),
  author: site.leadDoctor.name,
  authorRole: site.leadDoctor.role,
  date: "2026-02-16",
  dateModified: "2026-07-08",
  readingMinutes: readingMinutesFor(content),
  content,
  relatedArticles: relatedArticles("understanding-glaucoma", "healthy-vision-habits", "cataract-surgery-guide"),
};
