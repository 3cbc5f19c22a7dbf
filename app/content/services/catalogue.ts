import { screensSchools } from "../hospital/school-screening";
import { offersService } from "../hospital/services-offered";
import { nearbyTowns, town } from "../place";
import { hasOpticalShop, opticalsName } from "../optical-shop";
import { andList, equipmentUsedTo, givesTreatment, hasEquipment, takesScans } from "../hospital/equipment";

/** The retina treatments the hospital gives itself (hospital/equipment.ts); the page refers patients for the others. */
const retinaTreatments = [
  ...(givesTreatment("retinalLaser") ? [{ name: "laser", adjective: "laser" }] : []),
  ...(givesTreatment("injections") ? [{ name: "injections", adjective: "injection" }] : []),
];
import * as images from "./images";
import { pageText } from "../page-texts";
import type { Service } from "./service";
import { checkUpPriceAt } from "../hospital/choices";
import { specialistOr } from "../hospital/identity";
import { countInEnglish, prices, rupees } from "../hospital/prices";

/** The ten service lines in the order the specification lists them (ids 1 to 10), offered or not. */
// Each service's words are the hospital's to change (page-texts.ts, decision 0067): the slug, icon and schema stay.
const everyService: Service[] = (
  [
    {
      id: 1,
      slug: "eye-examinations",
      title: "Comprehensive Eye Examinations",
      description: `A full check of your sight and the health of your eyes, from the letter chart to the nerve at the back of the eye. Check-ups start from ₹${checkUpPriceAt.main}.`,
      shortDescription: `A complete eye check-up for adults and children, from ₹${checkUpPriceAt.main}.`,
      icon: "scan-eye",
      image: images.eyeExaminationsImage,
      gallery: images.gallery(
        images.eyeExaminationsImage,
        "The consultation room where the doctor explains the results of your eye check-up",
        equipmentUsedTo(["tonometer", "octScanner"], "during a comprehensive eye examination"),
      ),
      metaTitle: `Eye Check-up in ${town}`,
      metaDescription:
        // The specification's second price reading (₹300 here, ₹500 elsewhere) until the hospital picks (hospital/choices.ts).
        `Complete eye check-up in ${town} from ₹${checkUpPriceAt.short}: vision, glasses power, eye pressure and retina checked in one visit. For adults, children and diabetics.`,
      keywords: [
        `eye check-up ${town}`,
        `eye test ${town}`,
        "comprehensive eye examination",
        `eye pressure test ${town}`,
        `diabetic eye check-up ${town}`,
        `children eye test ${town}`,
        `eye hospital ${town}`,
      ],
      schemaType: "MedicalTest",
    },
    {
      id: 2,
      slug: "cataract",
      title: "Cataract Surgery",
      description: `When the lens inside your eye turns cloudy, a short operation replaces it with a clear artificial lens. Cataract surgery starts from ${rupees(prices.cataractFrom)}.`,
      shortDescription: `Clearer sight for most people after a short, same-day operation, from ${rupees(prices.cataractFrom)}.`,
      icon: "eye",
      image: images.cataractImage,
      gallery: images.gallery(
        images.cataractImage,
        "The consultation room where the surgeon explains cataract surgery and helps you choose a lens",
        equipmentUsedTo(["opticalBiometer"], "to choose the right power of artificial lens before cataract surgery"),
      ),
      metaTitle: `Cataract Surgery in ${town}`,
      metaDescription: `Cataract surgery in ${town} from ${rupees(prices.cataractFrom)}: about 15 to 20 minutes per eye, home the same day. Community programme at ${rupees(prices.communityCataract)} for ${countInEnglish(prices.communityPlacesAMonth)} patients a month.`,
      keywords: [
        `cataract surgery ${town}`,
        `cataract operation cost ${town}`,
        `phaco surgery ${town}`,
        "lens replacement surgery",
        "low cost cataract surgery Andhra Pradesh",
        `cataract doctor ${town}`,
      ],
      schemaType: "MedicalProcedure",
    },
    {
      id: 3,
      slug: "refractive-error",
      title: "Refractive Error Correction",
      description:
        "Blurry vision, near or far, is usually fixed with the right glasses or contact lenses. We find your exact power and explain your choices.",
      shortDescription: "Accurate power checks for glasses and contact lenses, at every age.",
      icon: "glasses",
      image: images.refractiveErrorImage,
      gallery: images.gallery(
        images.refractiveErrorImage,
        "The consultation room where your glasses prescription is written and explained",
        equipmentUsedTo(["autoRefractometer", "trialLensSet"], "to measure glasses power"),
      ),
      metaTitle: `Eye Power Test for Glasses in ${town}`,
      metaDescription: `Blurry vision? Accurate eye power test in ${town} for glasses and contact lenses, for children and adults.${hasOpticalShop ? ` Frames at ${opticalsName} next door.` : ""}`,
      keywords: [
        `eye power test ${town}`,
        `spectacles ${town}`,
        `contact lenses ${town}`,
        "short sight treatment",
        `reading glasses ${town}`,
        `refractive error treatment ${town}`,
        ...(hasOpticalShop ? [`optical shop ${town}`] : []),
      ],
      schemaType: "MedicalTherapy",
    },
    {
      id: 4,
      slug: "glaucoma",
      title: "Glaucoma Management",
      description:
        "Glaucoma slowly damages the eye's nerve, often with no warning signs. Early tests and regular treatment protect the sight you have.",
      shortDescription: "Early detection and lifelong care for the silent thief of sight.",
      icon: "activity",
      image: images.glaucomaImage,
      gallery: images.gallery(
        images.glaucomaImage,
        "The consultation room where the doctor goes through your glaucoma test results and treatment plan",
        equipmentUsedTo(["visualFieldAnalyser", "octScanner"], "to detect and follow glaucoma"),
      ),
      metaTitle: `Glaucoma Test and Treatment in ${town}`,
      metaDescription: `Glaucoma tests and treatment in ${town}: ${andList(["pressure checks", ...(hasEquipment("octScanner") ? ["nerve scans"] : []), "drops", ...(givesTreatment("glaucomaLaser") ? ["laser"] : [])])}. Get checked if you are over 40 or glaucoma runs in your family.`,
      keywords: [
        `glaucoma treatment ${town}`,
        `glaucoma test ${town}`,
        `eye pressure check ${town}`,
        specialistOr("glaucoma", `glaucoma specialist ${town}`, `glaucoma care ${town}`),
        "glaucoma eye drops",
        ...(givesTreatment("glaucomaLaser") ? ["laser treatment for glaucoma"] : []),
        ...(hasEquipment("octScanner") ? [`optic nerve scan ${town}`] : []),
      ],
      schemaType: "MedicalTherapy",
    },
    {
      id: 5,
      slug: "retina",
      title: "Retina and Diabetic Eye Care",
      description: `Diabetes, age and injury can damage the retina, the seeing layer at the back of the eye. We ${takesScans ? "test, scan and treat" : "test and treat"} it${retinaTreatments.length ? ` with ${retinaTreatments.map((kind) => kind.name).join(" or ")}` : ", and refer you for laser or injections where you need them"}.`,
      shortDescription: "Checks and treatment for diabetic eye disease, macular degeneration and retinal detachment.",
      icon: "microscope",
      image: images.retinaImage,
      gallery: images.gallery(
        images.retinaImage,
        takesScans
          ? "The consultation room where retina scan pictures are shown and explained to patients"
          : "The consultation room where retina test results are explained to patients",
        equipmentUsedTo(["retinaCamera", "octScanner"], "to check for diabetic retinopathy and macular disease"),
      ),
      metaTitle: `Retina and Diabetic Eye Care in ${town}`,
      metaDescription: `Retina care in ${town}: diabetic eye checks, ${takesScans ? "retina scans, " : ""}${retinaTreatments.length ? `${retinaTreatments.map((kind) => kind.adjective).join(" or ")} treatment` : "treatment"} for diabetic retinopathy, macular degeneration and detachment.`,
      keywords: [
        specialistOr("retina", `retina specialist ${town}`, `retina care ${town}`),
        `diabetic retinopathy treatment ${town}`,
        `diabetic eye check-up ${town}`,
        "macular degeneration treatment",
        "retinal detachment symptoms",
        ...(hasEquipment("octScanner") ? [`OCT scan ${town}`] : []),
        ...(givesTreatment("injections") ? [`eye injection treatment ${town}`] : []),
      ],
      schemaType: "MedicalTherapy",
    },
    {
      id: 6,
      slug: "corneal",
      title: "Cornea Care",
      description:
        "Treatment for infections, injuries, dry eye and keratoconus affecting the cornea, the clear window at the front of the eye.",
      shortDescription:
        "Fast treatment for corneal infections and injuries, and ongoing care for dry eye and keratoconus.",
      icon: "shield",
      image: images.cornealImage,
      gallery: images.gallery(
        images.cornealImage,
        "The consultation room where the doctor examines and treats corneal infections and injuries",
        equipmentUsedTo(["slitLamp", "cornealTopographer"], "to examine the cornea"),
      ),
      metaTitle: `Cornea Treatment in ${town}`,
      metaDescription: `Cornea care in ${town} for eye infections, corneal ulcers, farm injuries, dry eye and keratoconus. Early treatment saves sight; avoid home remedies.`,
      keywords: [
        specialistOr("cornea", `cornea specialist ${town}`, `cornea care ${town}`),
        `corneal ulcer treatment ${town}`,
        `eye infection treatment ${town}`,
        `dry eye treatment ${town}`,
        "keratoconus treatment",
        "eye injury treatment for farmers",
      ],
      schemaType: "MedicalTherapy",
    },
    {
      id: 7,
      slug: "pediatric",
      title: "Children's Eye Care",
      description: `Eye checks and treatment for babies, children and teenagers, including squint, lazy eye and glasses${screensSchools ? ", plus eye screening in schools" : ""}.`,
      shortDescription: "Gentle, child-friendly eye checks and early treatment for squint and lazy eye.",
      icon: "baby",
      image: images.pediatricImage,
      gallery: images.gallery(
        images.pediatricImage,
        "The consultation room where parents talk with the doctor about their child's eye test results",
        equipmentUsedTo(["childVisionCharts"], "to test the eyes of babies and young children"),
      ),
      metaTitle: specialistOr("paediatric", `Children's Eye Specialist in ${town}`, `Children's Eye Care in ${town}`),
      metaDescription: `Children's eye care in ${town}: check-ups from 6 months, treatment for squint and lazy eye, ${screensSchools ? "glasses for kids and eye screening in schools" : "and glasses for kids"}.`,
      keywords: [
        specialistOr("paediatric", `children eye specialist ${town}`, `children eye care ${town}`),
        `pediatric eye doctor ${town}`,
        `squint treatment ${town}`,
        "lazy eye treatment",
        ...(screensSchools ? [`school eye screening ${town}`] : []),
        `kids eye test ${town}`,
      ],
      schemaType: "MedicalTherapy",
    },
    {
      id: 8,
      slug: "emergency",
      title: "Eye Emergency Care",
      description:
        "Eye injuries and chemical splashes need help fast; sudden loss of sight needs 108. Know what to do first, then call us straight away.",
      shortDescription: "Fast help for eye injuries and chemical splashes; 108 for sudden loss of vision.",
      icon: "siren",
      image: images.emergencyImage,
      gallery: images.gallery(
        images.emergencyImage,
        "The examination room where eye injuries and chemical splashes are treated",
        equipmentUsedTo(["slitLamp"], "to find and remove foreign bodies and check eye injuries"),
      ),
      metaTitle: `Eye Emergency Care in ${town}`,
      metaDescription: `Eye injury or chemical splash in ${town}? Rinse with running water for 15 to 20 minutes, then call us. Sudden vision loss: call 108. What to do first.`,
      keywords: [
        `eye emergency ${town}`,
        `eye injury treatment ${town}`,
        "chemical in eye first aid",
        "sudden loss of vision",
        `emergency eye doctor ${town}`,
        "firecracker eye injury",
      ],
      schemaType: "MedicalTherapy",
    },
    {
      id: 9,
      slug: "seniors",
      title: "Senior Eye Care",
      description:
        "Unhurried eye care for people over 60: checks for cataract, glaucoma and diabetic eye disease, with help for families travelling in.",
      shortDescription: "Eye care for people over 60, with time to explain and family members welcome.",
      icon: "hand-heart",
      image: images.seniorsImage,
      gallery: images.gallery(
        images.seniorsImage,
        "The consultation room, with space for a family member to sit in on an older patient's visit",
        equipmentUsedTo(["tonometer", "retinaCamera"], "in yearly eye check-ups for people over 60"),
      ),
      metaTitle: `Eye Care for Seniors in ${town}`,
      metaDescription: `Eye check-ups for people over 60 in ${town}: cataract, glaucoma, retina and reading glasses. Family members welcome. Travel tips from nearby towns.`,
      keywords: [
        `senior eye care ${town}`,
        `eye check-up for elderly ${town}`,
        "eye hospital for senior citizens",
        "cataract check-up for elderly",
        "old age eye problems",
        ...(nearbyTowns.length ? [`eye doctor near ${nearbyTowns[0]}`] : []),
      ],
      schemaType: "MedicalTest",
    },
    {
      id: 10,
      slug: "lasik-surgery-anantapur",
      title: "LASIK Surgery",
      description: `Laser surgery that reshapes the front of the eye so that many suitable adults need glasses far less. From ${rupees(prices.lasikPerEyeFrom)} per eye.`,
      shortDescription: `Less need for glasses for suitable adults, from ${rupees(prices.lasikPerEyeFrom)} per eye.`,
      icon: "zap",
      image: images.lasikImage,
      gallery: images.gallery(
        images.lasikImage,
        "The consultation room where the doctor explains your LASIK suitability test results",
        equipmentUsedTo(["cornealTopographer", "pachymeter"], "to check whether LASIK is safe for you"),
      ),
      metaTitle: `LASIK Surgery in ${town}`,
      metaDescription: `LASIK laser eye surgery in ${town} from ${rupees(prices.lasikPerEyeFrom)} per eye, for adults over 18 with a stable power. Full suitability tests, clear costs and aftercare.`,
      keywords: [
        `LASIK surgery ${town}`,
        `LASIK cost ${town}`,
        "laser eye surgery Andhra Pradesh",
        `spectacle removal surgery ${town}`,
        "LASIK eligibility",
        `laser vision correction ${town}`,
      ],
      schemaType: "MedicalProcedure",
    },
  ] satisfies Service[]
).map((service) => pageText(`page.service.${service.slug}`, service));

/** The service lines the hospital offers (hospital/services-offered.ts): every list, card and page reads these. */
export const services: Service[] = everyService.filter((service) => offersService(service.slug));

/** Every service line's title by its slug, offered or not: the editor ticks the ones the hospital offers. */
export const everyServiceTitle: Readonly<Record<string, string>> = Object.fromEntries(
  everyService.map(({ slug, title }) => [slug, title]),
);
