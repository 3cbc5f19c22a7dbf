import { site } from "../site";
import { pageText } from "../page-texts";

export const callToAction: {
  title: string;
  text: string;
  primaryLabel: string;
  callLabel: string;
  chatLabel: string;
} = pageText("page.home.callToAction", {
  title: "Is your vision blurred, cloudy or getting worse?",
  text: "Do not wait for it to get worse. Book a check-up today: most eye problems are easier to treat when they are found early.",
  primaryLabel: "Book an Appointment",
  callLabel: `Call ${site.phone.display}`,
  chatLabel: "Chat on WhatsApp",
});
