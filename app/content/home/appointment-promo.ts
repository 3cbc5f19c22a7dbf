import { site } from "../site";
import type { IconBlurb } from "./types";
import { pageText } from "../page-texts";

export const appointmentPromo: {
  title: string;
  text: string;
  points: IconBlurb[];
  buttonLabel: string;
} = pageText("page.home.appointmentPromo", {
  title: "Planning your visit",
  text: "Book ahead and we will keep a time for you. A little preparation helps the doctor understand your eyes faster.",
  points: [
    {
      icon: "glasses",
      title: "What to bring",
      text: "Your old glasses, a list of the medicines you take, and your recent sugar reports if you have diabetes.",
    },
    {
      icon: "eye",
      title: "What to expect",
      text: "A simple eye test usually takes under 30 minutes. A comprehensive check-up takes 60 to 90 minutes, because dilating drops need time to work. Bring a family member if you can, and sunglasses for the ride home.",
    },
    {
      icon: "clock",
      title: "Consultation hours",
      text: `${site.consultationHours.days}, ${site.consultationHours.sessions.join(" and ")}. ${site.consultationHours.closed}.`,
    },
  ],
  buttonLabel: "Book an Appointment",
});
