import { claims, inWords } from "../hospital/claims";
import { site } from "../site";
import type { Block } from "../types";

export const cataractDescription: Block[] = [
  { type: "h2", text: "What is a cataract?" },
  {
    type: "p",
    text: "Inside your eye, behind the coloured part, is a small clear lens. It focuses light, like the lens of a camera. With age this lens slowly turns cloudy. A cloudy lens is called a cataract.",
  },
  {
    type: "p",
    text: "Cataract is the most common cause of poor sight in older people in India. Strong sunlight, diabetes, smoking, eye injuries and long use of steroid medicines can bring it on earlier. Under the bright Rayalaseema sun, many people in Anantapur develop cataracts in their fifties.",
  },
  { type: "h2", text: "Signs that you may have a cataract" },
  {
    type: "ul",
    items: [
      "Blurred or misty vision, like looking through a dirty window",
      "Glare and haloes around headlights and street lamps at night",
      "Colours that look faded or yellowish",
      "Needing more light to read",
      "Glasses power that keeps changing",
      "Double vision in one eye",
    ],
  },
  {
    type: "p",
    text: "No drops or tablets can clear a cataract. When it starts to get in the way of daily life (reading, cooking, field work, riding at night), surgery is the treatment. It is a very common operation, and most people see more clearly afterwards. Like every operation, it has some risks, explained below.",
  },
  { type: "h2", text: "What happens on the day of surgery" },
  {
    type: "ol",
    items: [
      "Before the day, we measure your eye to choose the right power of artificial lens, and check your blood sugar and blood pressure.",
      "On the day, you come in with a family member. Drops widen your pupil.",
      "The eye is numbed with drops or a small injection. You stay awake. Most people feel only light pressure or touch, not pain.",
      "Through a tiny opening, the surgeon breaks up the cloudy lens with sound waves (phacoemulsification) and gently removes it.",
      "A folded artificial lens (intraocular lens) is placed where the old lens was. It stays there for life.",
      "The opening usually seals by itself. A shield is taped over the eye and you rest for a while before going home.",
    ],
  },
  { type: "h3", text: "How long does it take?" },
  {
    type: "p",
    text: "The operation itself takes about 15–20 minutes per eye. Expect to be at the centre for 2–3 hours in all, including preparation and rest. We usually operate on one eye at a time; the second eye follows a few weeks later.",
  },
  { type: "h2", text: "Recovery" },
  {
    type: "p",
    text: "Most people see more clearly within a few days. Sight keeps settling for about a month. The eye may feel a little gritty or watery at first; this is normal.",
  },
  {
    type: "ul",
    items: [
      "Use the eye drops exactly as told, usually for about four weeks.",
      "Wear the eye shield while sleeping for the first week.",
      "Do not rub the eye. Keep water, dust and cooking smoke out of it for the first one to two weeks.",
      "Wear dark glasses outdoors: Anantapur's dust and glare are hard on a healing eye.",
      "You can walk, eat and watch TV the next day. Ask the doctor before lifting heavy loads or going back to field work.",
      "Come for your check-ups: the next day, after about a week, and after about a month, when new glasses are prescribed if you need them.",
    ],
  },
  {
    type: "callout",
    tone: "warning",
    title: "Come back the same day if",
    text: "pain gets worse, sight gets worse, or the eye becomes more red in the days after surgery. These problems are rare, but they need attention the same day.",
  },
  { type: "h2", text: "Risks: what can go wrong" },
  {
    type: "p",
    text: "Serious problems after cataract surgery are uncommon, but you should know about them before you decide. The doctor will talk about your own eyes, because diabetes, glaucoma or an old injury can change the risks.",
  },
  {
    type: "ul",
    items: [
      "Inflammation (swelling inside the eye): some is normal after surgery and settles with the drops. A few people need drops for longer.",
      "Raised eye pressure: can happen in the first days. It is usually short-lived and treated with drops or tablets.",
      "Infection inside the eye: rare, but serious. It shows as increasing pain, redness and worse sight, usually in the first week or two, and needs treatment the same day.",
      "Retinal detachment: rare. It is a little more likely in people with strong short sight. Signs are a shower of new floaters, flashes of light, or a curtain over part of your vision: come the same day.",
      "Glasses: the new lens power is chosen carefully, but most people still need glasses for reading, and some for distance too.",
      "If the eye has other problems, such as diabetic damage or glaucoma, sight may improve less than hoped.",
    ],
  },
  { type: "h3", text: "After-cataract: when sight blurs again later" },
  {
    type: "p",
    text: "Months or years after surgery, the thin clear bag that holds the new lens can slowly turn cloudy. Sight becomes misty again, as if the cataract had come back. This is called after-cataract, or posterior capsule opacification. It is common, and it is not a new cataract.",
  },
  {
    type: "p",
    text: "It is treated with a quick, painless laser (YAG laser) in the clinic. Drops widen the pupil, the laser takes a few minutes, and you go home the same day. Once it is cleared, it rarely comes back.",
  },
  { type: "h2", text: "What it costs" },
  {
    type: "p",
    text: "Cataract surgery starts from ₹15,000. The final price depends on the type of artificial lens you choose; we explain the options and their prices before you decide. Through our community programme, ten patients each month who cannot afford the full cost have their surgery for ₹6,000.",
  },
  { type: "h2", text: "Your surgeon" },
  {
    type: "p",
    text: `${site.leadDoctor.name} has performed over ${inWords(claims.leadDoctorCataractSurgeriesCount)} cataract surgeries. Patients come to us from across Anantapur district, and we plan the day so that families travelling from Kadiri, Hindupur or Tadipatri can be home the same evening.`,
  },
];
