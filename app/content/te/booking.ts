import { retentionDays } from "~/content/hospital/data-policy";
import type * as en from "../booking";
import { site } from "../site";
import { cityTe } from "./hospital-words";
import { EMERGENCY_NUMBER } from "../warning-signs";
import { closedDaysTe, closedWeekdays } from "../hospital/open-days";
import { pageText } from "../page-texts";

/** Telugu booking words (/te/book and the booking form on Telugu pages): the twin of ../booking.ts. */

export type { BookingFormCopy } from "../booking";

/** The booking button and dialog title ('Book an Appointment'). */
export const BOOKING_TRIGGER_LABEL: typeof en.BOOKING_TRIGGER_LABEL = "అపాయింట్‌మెంట్ బుక్ చేయండి";

/** The words an editor may change, as in ../booking.ts. */
const bookingFormHints = pageText("telugu.page.book.bookingForm", {
  dialogDescription: "మీరు ఎప్పుడు రావాలనుకుంటున్నారో చెప్పండి. మా సిబ్బంది మీకు ఫోన్ చేసి సమయం ఖాయం చేస్తారు.",
  namePlaceholder: "ఉదా: నాగరాజు",
  closedDayNote: `${closedDaysTe} మాకు సెలవు. అయినా వివరాలు పంపండి: వేరే రోజు కోసం మేమే మీకు ఫోన్ చేస్తాం.`,
  sendingLabel: "పంపుతున్నాం…",
});

export const bookingFormCopy: typeof en.bookingFormCopy = {
  ...bookingFormHints,
  dialogTitle: BOOKING_TRIGGER_LABEL,
  nameLabel: "పేరు",
  phoneLabel: "ఫోన్ నంబర్",
  phonePlaceholder: "+91 98765 43210",
  dateLabel: "మీకు వీలైన తేదీ",
  closedWeekdays,
  urgentLine: {
    stroke: {
      text: `ఉన్నట్టుండి చూపు పోయినా, పక్షవాతం లక్షణాలు ఉన్నా: ఇప్పుడే ${EMERGENCY_NUMBER}కు కాల్ చేయండి.`,
      call: `ఇప్పుడే ${EMERGENCY_NUMBER}కు కాల్ చేయండి`,
    },
    today: {
      text: `కన్ను ఎర్రబడి నొప్పిగా ఉన్నా, దెబ్బ తగిలినా, కంట్లో రసాయనం పడినా: ఈ రోజే రండి. ${site.phone.display}కు కాల్ చేయండి.`,
      call: `${site.phone.display}కు కాల్ చేయండి`,
    },
  },
  messageLabel: "సందేశం (తప్పనిసరి కాదు)",
  messagePlaceholder: "మీ కంటి సమస్య గానీ, ఏదైనా ప్రత్యేక అవసరం గానీ ఉంటే రాయండి...",
  submitLabel: "వివరాలు పంపండి",
  privacyNotice: {
    text: `మీ పేరు, ఫోన్ నంబర్, తేదీ, సందేశం మీ అపాయింట్‌మెంట్ గురించి మీకు కాల్ చేయడానికి మాత్రమే వాడతాం; ${retentionDays} రోజుల తర్వాత వాటిని తొలగిస్తాం.`,
    linkLabel: "గోప్యతా విధానం",
  },
  successToast: {
    title: "మీ వివరాలు మాకు అందాయి",
    description: "మీ అపాయింట్‌మెంట్ ఖాయం చేయడానికి త్వరలోనే మీకు ఫోన్ చేస్తాం.",
  },
};

export const bookingPage: typeof en.bookingPage = {
  ...pageText("telugu.page.book.bookingPage", {
    meta: {
      title: "కంటి డాక్టర్ అపాయింట్‌మెంట్ బుక్ చేయండి",
      description: `${cityTe}లోని ${site.name} లో అపాయింట్‌మెంట్ కోసం మీ పేరు, ఫోన్ నంబర్, మీకు వీలైన తేదీ ఇవ్వండి. మా సిబ్బంది ఫోన్ చేసి సమయం ఖాయం చేస్తారు.`,
      keywords: [
        `కంటి అపాయింట్‌మెంట్ ${cityTe}`,
        "కంటి డాక్టర్ అపాయింట్‌మెంట్",
        `${cityTe} కంటి ఆసుపత్రి అపాయింట్‌మెంట్`,
        `book eye appointment ${site.city}`,
      ],
    },
    intro: "మీ పేరు, ఫోన్ నంబర్, మీరు రావాలనుకునే రోజు ఇవ్వండి. మా రిసెప్షన్ సిబ్బంది ఫోన్ చేసి సమయం ఖాయం చేస్తారు.",
    formTitle: "మీ వివరాలు",
    callTitle: "నేరుగా మాట్లాడతారా?",
    callText: "డాక్టర్‌ను కలిసే సమయాల్లో మాకు కాల్ చేయండి లేదా వాట్సాప్ మెసేజ్ పంపండి, వెంటనే మీ అపాయింట్‌మెంట్ బుక్ చేస్తాం.",
    whatsappLabel: "వాట్సాప్",
  }),
  title: BOOKING_TRIGGER_LABEL,
};
