import type { Block, ImageRef } from "./types";
import { site } from "./site";
import { cataractImage, gallery, glaucomaImage, hoursLine, pediatricImage, type ServiceSlug } from "./services";

/**
 * Service page bodies, kept apart from ./services so that pages listing services do not ship them.
 * Only the service route's loader imports this module.
 */
export const serviceDescriptions: Record<ServiceSlug, Block[]> = {
  "eye-examinations": [
    { type: "h2", text: "What is a comprehensive eye examination?" },
    {
      type: "p",
      text: "Many eye diseases start without pain or blurred vision. By the time you notice a problem, some sight may already be lost. A comprehensive eye examination is a complete check of how well you see and how healthy each part of your eye is, from the clear window at the front (the cornea) to the nerve at the back.",
    },
    {
      type: "p",
      text: "It is much more than reading letters on a chart. It is how we find a cloudy lens (cataract), high eye pressure (glaucoma) and damage from diabetes early, while treatment can still protect your sight.",
    },
    { type: "h2", text: "Who needs one, and how often?" },
    {
      type: "ul",
      items: [
        "Adults: every 1–2 years, even if you see well.",
        "People with diabetes or high blood pressure: at least once a year. Diabetes is very common in Anantapur district, and it can damage the back of the eye without any warning.",
        "Anyone over 40, or anyone whose parent, brother or sister has glaucoma.",
        "Children: at 6 months, at age 3, before starting school, then every 1–2 years.",
        "Anyone with blurred vision, headaches while reading, eye pain, redness that does not settle, or new floaters.",
      ],
    },
    { type: "h2", text: "What happens at the visit, step by step" },
    {
      type: "ol",
      items: [
        "History: we ask about your eyes, your general health, your medicines and any eye disease in the family. Bring your current glasses and any sugar or blood pressure reports.",
        "Vision test: you read letters (or pictures, for small children) on a chart, one eye at a time.",
        "Glasses check: a machine reading and trial lenses find the exact power you need for distance and for reading.",
        "Eye pressure: a quick, painless check for glaucoma, sometimes after numbing drops.",
        "Slit-lamp check: the doctor looks at the front of each eye through a bright microscope.",
        "Dilated retina check: drops widen your pupils so the doctor can see the retina and the optic nerve. The drops take about 20–30 minutes to work.",
        "Results: the doctor explains what was found, in plain words, and what to do next.",
      ],
    },
    { type: "h3", text: "How long does it take?" },
    {
      type: "p",
      text: "Plan for 60–90 minutes at the hospital for a comprehensive examination. Much of that time is waiting for the drops to work. A scan, such as an OCT picture of the retina, may be added if the doctor needs a closer look.",
    },
    {
      type: "callout",
      tone: "warning",
      title: "After dilating drops",
      text: "Your vision will be blurry and bright light will feel harsh for 4–6 hours. Do not ride a two-wheeler or drive home. Bring someone with you, and carry sunglasses or a cap for the Anantapur sun.",
    },
    { type: "h2", text: "What it costs" },
    {
      type: "p",
      text: "An eye check-up starts from ₹500. Extra tests, such as a retina scan or a visual field test, are charged separately, and we tell you the price before we do them. You can pay by cash, card or UPI.",
    },
    { type: "h2", text: "One visit, close to home" },
    {
      type: "p",
      text: `At ${site.name}, the check-up, any scans and the doctor's advice all happen in one visit, so you do not need several trips from Kadiri, Dharmavaram, Hindupur or Guntakal. If you need glasses, ${site.opticalsName} is next door. Consultations: ${hoursLine}.`,
    },
  ],
  cataract: [
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
      text: "No drops or tablets can clear a cataract. When it starts to get in the way of daily life (reading, cooking, field work, riding at night), surgery is the treatment, and it is one of the safest operations in medicine.",
    },
    { type: "h2", text: "What happens on the day of surgery" },
    {
      type: "ol",
      items: [
        "Before the day, we measure your eye to choose the right power of artificial lens, and check your blood sugar and blood pressure.",
        "On the day, you come in with a family member. Drops widen your pupil.",
        "The eye is numbed with drops or a small injection. You stay awake and feel no pain.",
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
      title: "Call us straight away if",
      text: "pain gets worse, vision suddenly drops, or the eye becomes very red after surgery. These problems are rare, but they need attention the same day.",
    },
    { type: "h2", text: "What it costs" },
    {
      type: "p",
      text: "Cataract surgery starts from ₹15,000. The final price depends on the type of artificial lens you choose; we explain the options and their prices before you decide. Through our community programme, ten patients each month who cannot afford the full cost have their surgery for ₹6,000.",
    },
    { type: "h2", text: "Your surgeon" },
    {
      type: "p",
      text: `${site.leadDoctor.name} has performed over 5,000 cataract surgeries. Patients come to us from across Anantapur district, and we plan the day so that families travelling from Kadiri, Hindupur or Tadipatri can be home the same evening.`,
    },
  ],
  "refractive-error": [
    { type: "h2", text: "What is a refractive error?" },
    {
      type: "p",
      text: "To see clearly, your eye must bend (refract) light so that it lands exactly on the retina, the seeing layer at the back of the eye. If the eye's shape is slightly off, the light lands in the wrong place and things look blurred. This is called a refractive error. It is not a disease, and it is very common.",
    },
    { type: "h3", text: "The four main types" },
    {
      type: "ul",
      items: [
        "Short sight (myopia): far things, like the school board or bus numbers, look blurred.",
        "Long sight (hypermetropia): close work tires the eyes, and young people may get headaches.",
        "Astigmatism: the front of the eye is shaped more like an egg than a ball, so things look stretched or shadowed at every distance.",
        "Difficulty reading after 40 (presbyopia): the lens inside the eye stiffens with age, so small print and the phone screen have to be held farther away.",
      ],
    },
    { type: "h2", text: "Signs to watch for" },
    {
      type: "ul",
      items: [
        "Squinting or half-closing the eyes to see",
        "Headaches after reading, sewing or screen work",
        "Holding the phone or a book very close, or at arm's length",
        "A child sitting close to the TV, or copying from a friend's notebook instead of the board",
        "Trouble reading road signs, especially at night",
      ],
    },
    { type: "h2", text: "What happens at the visit" },
    {
      type: "ol",
      items: [
        "A vision test on the letter chart, one eye at a time.",
        "A computerised reading (auto-refraction) gives a starting power in seconds.",
        "The optometrist fine-tunes the power with trial lenses, asking which looks clearer: this one, or this one?",
        "For children, drops are often used to relax the eye's focusing muscle so that the true power is found. These drops blur near vision for some hours.",
        "The doctor also checks the health of the eye, because blurred vision is not always a glasses problem.",
      ],
    },
    {
      type: "p",
      text: "You leave with a written prescription. The power check is part of an eye check-up, which starts from ₹500. Children's power can change quickly, so check it every year; adults should check every 1–2 years, or sooner if things start to blur.",
    },
    { type: "h2", text: "Your choices" },
    { type: "h3", text: "Glasses" },
    {
      type: "p",
      text: `Glasses are the simplest and safest choice. You can take your prescription to any optical shop, or walk next door to ${site.opticalsName}, where staff check that the lenses are made to the exact power and centred correctly for your eyes. Anti-glare lenses, and lenses that darken in sunlight, help in Anantapur's strong light.`,
    },
    { type: "h3", text: "Contact lenses" },
    {
      type: "p",
      text: "Contact lenses suit sports, some jobs and people with a high power. We fit them carefully and teach you how to clean and store them. Never sleep in lenses unless told you can, never rinse them in tap water, and take them out at once if the eye turns red or painful.",
    },
    { type: "h3", text: "LASIK" },
    {
      type: "p",
      text: "Adults over 18 whose power has not changed for a year may be able to stop wearing glasses after laser surgery. Our LASIK Surgery page explains who it suits.",
    },
    {
      type: "callout",
      tone: "info",
      title: "Rest your eyes: the 20-20-20 rule",
      text: "When studying or using a screen, every 20 minutes look at something 20 feet away for 20 seconds. It eases eye strain, though it does not change your glasses power.",
    },
  ],
  glaucoma: [
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
  ],
  retina: [
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
  ],
  corneal: [
    { type: "h2", text: "What is the cornea?" },
    {
      type: "p",
      text: "The cornea is the clear, dome-shaped window at the front of the eye. It lets light in and does most of the eye's focusing, so it must stay clear and smooth for you to see well. Infection, injury or a change in its shape can blur vision and, without quick treatment, leave a permanent white scar.",
    },
    { type: "h2", text: "Conditions we treat" },
    { type: "h3", text: "Corneal infections (corneal ulcers)" },
    {
      type: "p",
      text: "Germs or fungus can infect a scratched cornea. In Anantapur district this often starts in the fields: a groundnut leaf, a husk, a twig or a speck of dust scratches the eye during harvest, and an infection sets in a few days later. Fungal infections after plant injuries are common in farming areas and are slow to heal.",
    },
    {
      type: "p",
      text: "Signs: a red, painful, watering eye, blurred vision, a white spot on the dark part of the eye, and pain in bright light.",
    },
    {
      type: "callout",
      tone: "warning",
      title: "Do not use home remedies",
      text: "Do not put breast milk, herbal juice, oil or leftover drops into an injured eye, and never use steroid drops bought over the counter at a medical shop. They can make an infection much worse. See an eye doctor the same day.",
    },
    { type: "h3", text: "Eye injuries" },
    {
      type: "p",
      text: "Dust, metal flakes from grinding and splashes of pesticide or lime are frequent causes. We remove anything stuck in the eye under numbing drops and treat the scratch so it does not become infected.",
    },
    { type: "h3", text: "Keratoconus" },
    {
      type: "p",
      text: "In keratoconus, the cornea slowly thins and bulges forward into a cone. It usually starts in teenagers and young adults, often with allergies and frequent eye rubbing. The glasses power keeps changing, and vision stays blurred even with new glasses. A treatment called corneal cross-linking can stop it getting worse, and special contact lenses sharpen vision.",
    },
    { type: "h3", text: "Dry eye" },
    {
      type: "p",
      text: "Heat, dry wind, dust, air-conditioning and long hours on screens all dry the surface of the eye. The eyes feel gritty or burning, or, oddly, water a lot. Lubricating drops, warm compresses, care of the eyelids and the 20-20-20 rule help most people.",
    },
    { type: "h2", text: "What happens at the visit" },
    {
      type: "ol",
      items: [
        "The doctor examines the cornea under a slit-lamp microscope.",
        "A harmless orange dye shows up any scratch or ulcer under a blue light.",
        "For an ulcer, a tiny scraping may go to the laboratory to find the germ, so the right medicine can be chosen.",
        "For keratoconus, a corneal map measures the shape and thickness of the cornea.",
        "You get a treatment plan and, for infections, a date to come back, often within 1–3 days.",
      ],
    },
    { type: "h2", text: "Treatment and recovery" },
    {
      type: "p",
      text: "Infections are treated with frequent drops, sometimes every hour at first, and tablets if needed. Bacterial ulcers often improve in 1–2 weeks; fungal ulcers can take several weeks. Keep every follow-up visit, even when the eye feels better. A deep scar that spoils vision may later need a corneal transplant, which we arrange when required.",
    },
    {
      type: "callout",
      tone: "info",
      title: "Protect your eyes in the fields",
      text: "Wear protective glasses or sunglasses while harvesting, threshing, spraying or grinding. If anything gets into the eye, wash it with clean water straight away, and see an eye doctor if pain or redness lasts more than a few hours.",
    },
  ],
  pediatric: [
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
      text: "In a squint, the two eyes point in different directions. It is not a sign of good luck, and a child will not grow out of it. Treatment may include glasses, patching, eye exercises or a short operation on the eye muscles to straighten the eyes.",
    },
    { type: "h3", text: "Lazy eye (amblyopia)" },
    {
      type: "p",
      text: "When one eye sees less clearly, the brain starts to ignore it. That eye looks normal but stays weak. Treatment works best before about age 8: glasses, and covering the good eye with a patch for a few hours a day so the weak eye has to work.",
    },
    { type: "h3", text: "Glasses for children" },
    {
      type: "p",
      text: `Short sight is becoming more common in schoolchildren who spend long hours indoors and on phones. Two hours of outdoor play a day helps protect against it, and the 20-20-20 rule eases strain during screen time. Children's frames at ${site.opticalsName} are light and flexible for active use.`,
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
  ],
  emergency: [
    { type: "h2", text: "When is an eye problem an emergency?" },
    {
      type: "p",
      text: "Some eye problems can wait for a routine appointment. These cannot. Call us and come to the hospital straight away if you have:",
    },
    {
      type: "ul",
      items: [
        "Sudden loss of vision in one or both eyes, even if it comes back",
        "A splash of chemical, lime, cement, pesticide or acid in the eye",
        "Any injury from a blow, a cricket ball, a stick, a firecracker or a flying piece of metal",
        "Something stuck in the eye that you cannot wash out",
        "A cut on the eye or the eyelid",
        "Severe eye pain, especially with redness, headache or vomiting",
        "A sudden shower of floaters, flashes of light, or a curtain over your vision",
      ],
    },
    {
      type: "p",
      text: "Sudden double vision or a drooping eyelid together with weakness of the face, arm or leg can be a stroke. Go to the nearest general hospital emergency department at once.",
    },
    { type: "h2", text: "First aid: what to do right now" },
    { type: "h3", text: "Chemical splash" },
    {
      type: "ol",
      items: [
        "Flush the eye with clean running water at once, for 15–20 minutes. Tap water, bottled water or a clean bucket of water is fine. Do not wait to find special drops.",
        "Hold the eyelids open with your fingers and let the water run from the nose side outwards, so it does not wash into the other eye.",
        "Take out contact lenses if the water has not washed them out.",
        "Then come straight to the hospital. Bring the container, or the name of the chemical, if you can.",
      ],
    },
    {
      type: "callout",
      tone: "warning",
      title: "Lime and cement burn deeply",
      text: "Lime (sunnam) and wet cement can burn the eye more deeply than many acids. Keep flushing for the full 15–20 minutes, even if the pain eases.",
    },
    { type: "h3", text: "Blow or cut to the eye" },
    {
      type: "ul",
      items: [
        "Do not rub or press on the eye.",
        "Do not try to pull out anything stuck in the eye.",
        "Cover the eye loosely with a clean paper cup or the cut-off bottom of a plastic bottle, taped in place so nothing presses on the eye.",
        "Avoid eating or drinking until a doctor has seen you, in case an operation is needed.",
      ],
    },
    { type: "h3", text: "Sudden loss of vision" },
    {
      type: "p",
      text: "Go now. Do not wait to see if it is better by morning. Sudden loss of sight can come from a blocked blood vessel, a retinal detachment or bleeding inside the eye, and some of these can be treated only in the first few hours.",
    },
    { type: "h2", text: "What happens when you arrive" },
    {
      type: "ol",
      items: [
        "Tell the reception staff it is an emergency. You will be seen before routine patients.",
        "For a chemical injury, the eye is checked with a test strip and washed again until it is back to normal.",
        "The doctor examines the eye after numbing drops, removes anything stuck in it and looks for deeper damage.",
        "You get treatment, drops and a follow-up date, often for the next day.",
      ],
    },
    { type: "h2", text: "How to reach us" },
    {
      type: "p",
      text: `Call ${site.phone.display} while you are on the way, so that we are ready for you. Our consultation hours are ${hoursLine}. Outside these hours, or if you cannot reach us, go to the nearest hospital casualty department without delay.`,
    },
    {
      type: "p",
      text: "Most eye injuries in our area happen during everyday work: grinding and welding, farm work, building sites, and firecrackers at Diwali. Safety glasses cost little and save eyes.",
    },
  ],
  seniors: [
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
  ],
  "lasik-surgery-anantapur": [
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
  ],
};

export interface ServiceExtras {
  title: string;
  description: string;
  steps?: { title: string; content: string }[];
  services?: { title: string; content: string }[];
  benefits: string[];
  conclusion: string;
}

export const serviceExtras: Record<"cataract-surgery" | "glaucoma-management", ServiceExtras> = {
  "cataract-surgery": {
    title: "Cataract Surgery",
    description:
      "Cataract surgery removes the cloudy lens inside your eye and puts a clear artificial lens in its place. It is a short, same-day operation that brings back clear sight for most people.",
    steps: [
      {
        title: "Check-up and measurements",
        content:
          "A full eye examination confirms the cataract, and painless measurements of the eye decide the power of the new lens. We also check blood sugar and blood pressure.",
      },
      {
        title: "Choosing your lens",
        content:
          "The doctor explains the lens options, what each one does for distance and reading, and what each costs, so you can decide with your family.",
      },
      {
        title: "Numbing the eye",
        content:
          "On the day, drops widen the pupil and the eye is numbed with drops or a small injection. You stay awake and comfortable.",
      },
      {
        title: "Removing the cloudy lens",
        content:
          "Through a tiny opening, the cloudy lens is broken up with sound waves and gently removed. This part takes only a few minutes.",
      },
      {
        title: "Placing the new lens",
        content:
          "A folded artificial lens is placed where the old lens was and opens out by itself. It stays in the eye for life and does not need cleaning or replacing.",
      },
      {
        title: "Rest and going home",
        content:
          "The eye is covered with a shield and you rest before going home the same day. Drops and check-ups over the next month help the eye heal well.",
      },
    ],
    benefits: [
      "Clearer, brighter sight and truer colours",
      "Less glare from headlights and sunlight",
      "Easier reading, cooking, field work and travel",
      "Fewer falls and more independence for older people",
      "A permanent result: a cataract does not grow back",
    ],
    conclusion:
      "If a cloudy lens is getting in the way of your daily life, book a check-up. Surgery takes about 15–20 minutes per eye, and most people see better within days.",
  },
  "glaucoma-management": {
    title: "Glaucoma Management",
    description:
      "Glaucoma damages the optic nerve, usually without pain or early warning. Lost sight cannot be restored, so the aim of care is to find it early and stop further damage for life.",
    services: [
      {
        title: "Early detection",
        content:
          "Eye pressure checks, an examination of the optic nerve and the drainage angle, and scans that measure the nerve fibres find glaucoma before you notice any change.",
      },
      {
        title: "Visual field testing",
        content:
          "A simple test where you press a button when you see a small light maps your side vision and shows whether glaucoma is getting worse.",
      },
      {
        title: "Eye drop treatment",
        content:
          "Daily drops lower the pressure inside the eye. We help you find drops that suit you and show you how to put them in correctly.",
      },
      {
        title: "Laser treatment",
        content:
          "A few minutes of laser in the clinic can improve drainage or open a narrow angle, and may reduce the number of drops you need.",
      },
      {
        title: "Surgery",
        content:
          "When drops and laser are not enough, an operation creates a new drainage path to bring the pressure down.",
      },
      {
        title: "Regular monitoring",
        content:
          "Follow-up checks every few months, with repeat tests compared against your earlier results, make sure the treatment is working.",
      },
    ],
    benefits: [
      "Sight is protected when glaucoma is found early",
      "Treatment is adjusted to your eyes, your budget and your daily routine",
      "Your test results are kept so changes are spotted quickly",
      "Family members can be checked, since glaucoma runs in families",
    ],
    conclusion:
      "If you are over 40, have diabetes, or have glaucoma in the family, have your eye pressure and optic nerve checked. A simple test today can protect your sight for years.",
  },
};

/** Extra gallery images; the specification gives them only for slugs no page reaches. */
export const serviceExtraImages: Record<"cataract-surgery" | "glaucoma-management" | "pediatric-eye-care", ImageRef[]> =
  {
    "cataract-surgery": gallery(
      cataractImage,
      "The consultation room where patients and families talk through cataract surgery",
      "Lens measurement equipment used before cataract surgery",
    ),
    "glaucoma-management": gallery(
      glaucomaImage,
      "The consultation room where glaucoma test results are explained",
      "Visual field and nerve scanning equipment used for glaucoma checks",
    ),
    "pediatric-eye-care": gallery(
      pediatricImage,
      "The consultation room where parents discuss their child's eye check-up",
      "Child-friendly eye testing equipment and picture charts",
    ),
  };
