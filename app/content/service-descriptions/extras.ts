import { equipmentUsedTo } from "../hospital/equipment";
import { cataractImage, gallery, glaucomaImage, pediatricImage } from "../services/images";
import type { ImageRef } from "../types";

/**
 * Detail extras. The specification gives them only for the slugs cataract-surgery and
 * glaucoma-management, which are not service slugs, so no page reaches them. Kept as written.
 */
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
      "A lasting result: a cataract does not grow back. If the lens bag turns cloudy later, a quick laser clears it",
    ],
    conclusion:
      "If a cloudy lens is getting in the way of your daily life, book a check-up. Surgery takes about 15 to 20 minutes per eye, and most people see better within days.",
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
      equipmentUsedTo(["opticalBiometer"], "before cataract surgery"),
    ),
    "glaucoma-management": gallery(
      glaucomaImage,
      "The consultation room where glaucoma test results are explained",
      equipmentUsedTo(["visualFieldAnalyser", "octScanner"], "for glaucoma checks"),
    ),
    "pediatric-eye-care": gallery(
      pediatricImage,
      "The consultation room where parents discuss their child's eye check-up",
      equipmentUsedTo(["childVisionCharts"], "to test children's eyes"),
    ),
  };
