import { pageText } from "../page-texts";
import { BOOKING_LABELS } from "~/content/booking-label";
import { breadcrumbWords } from "../breadcrumb-words";
import { hoursAt, sessionTextTe } from "../hospital/choices";
import { site } from "../site";
import { hasOpticalShop, opticalsName } from "../optical-shop";
import type { UiText } from "../ui";
import { cityTe } from "./place-words";
import { closedLineTe, openDaysTe, openDaysTeShort } from "../hospital/open-days";

/**
 * The site's frame and shared parts in Telugu (see ../ui.ts). The hours say in Telugu what the hospital's facts
 * say in English; a unit test checks that their times stay the same digits.
 */
export const ui: UiText = {
  skipToContent: "ముఖ్య విషయానికి వెళ్ళండి",
  noticesLabel: "ఆసుపత్రి నుండి సూచన",
  consultation: "డాక్టర్‌ను కలిసే సమయాలు",
  topBarHours: `సమయాలు: ${openDaysTeShort}, ${hoursAt.visible.consultation.map((session) => sessionTextTe(session, true)).join(", ")} · ${closedLineTe}`,
  hours: {
    days: openDaysTe,
    sessions: hoursAt.visible.consultation.map((session) => sessionTextTe(session)),
    closed: closedLineTe,
  },
  opticalsHours: {
    days: openDaysTe,
    sessions: hoursAt.visible.opticals.map((session) => sessionTextTe(session)),
    closed: closedLineTe,
  },
  tagline: "మీ చూపే మాకు ముఖ్యం",
  city: cityTe,
  homeLinkLabel: "హోమ్ పేజీ",
  call: "కాల్ చేయండి",
  callHospitalOn: `${site.phone.display}కు ఫోన్ చేసి ${site.name}తో మాట్లాడండి`,
  callHospital: `${site.name}కు కాల్ చేయండి`,
  whatsapp: "వాట్సాప్",
  whatsappUs: "వాట్సాప్‌లో మెసేజ్ చేయండి",
  whatsappChat: "వాట్సాప్‌లో మాతో మాట్లాడండి (కొత్త ట్యాబ్‌లో తెరుచుకుంటుంది)",
  whatsappGreeting: pageText("telugu.page.frame.whatsapp", {
    greeting: `నమస్కారం ${site.name}, నేను కంటి పరీక్షకు అపాయింట్‌మెంట్ తీసుకోవాలనుకుంటున్నాను.`,
  }).greeting,
  opensInNewTab: "(కొత్త ట్యాబ్‌లో తెరుచుకుంటుంది)",
  bookAppointment: "అపాయింట్‌మెంట్ బుక్ చేయండి",
  bookAnAppointment: BOOKING_LABELS.te,
  appointmentTab: "అపాయింట్‌మెంట్",
  submitRequest: "వివరాలు పంపండి",
  languageSwitch: {
    label: "Read in English",
    otherLanguageName: "English",
    abbreviation: "EN",
    hrefLang: "en",
    lang: "en",
  },
  languageSuggestion: "మీరు ఇంతకు ముందు తెలుగు ఎంచుకున్నారు: ఈ పేజీని తెలుగులో చదవండి",
  nav: {
    ...pageText("telugu.page.frame.menuControls", {
      mainLabel: "ముఖ్య మెనూ",
      mobileLabel: "మెనూ",
      allArticles: "కంటి ఆరోగ్య సమాచారం అంతా చూడండి",
      allArticlesShort: "అన్ని వ్యాసాలు",
      menuTitle: "మెనూ",
      openMenu: "మెనూ తెరవండి",
      closeMenu: "మెనూ మూసివేయండి",
    }),
    items: pageText("telugu.page.frame.menu", {
      home: "హోమ్",
      about: "మా గురించి",
      services: "సేవలు",
      // The shop's name; the menus leave its item out when the hospital has no shop.
      focusOpticals: opticalsName,
      doctors: "మా డాక్టర్",
      testimonials: "రోగుల అనుభవాలు",
      patientEducation: "కంటి ఆరోగ్య సమాచారం",
      contact: "సంప్రదించండి",
      communityOutreach: "ప్రజల కోసం సేవ",
      aboutUs: "మా గురించి",
      privacyPolicy: "గోప్యతా విధానం",
      termsOfService: "వినియోగ నిబంధనలు",
    }),
  },
  bottomBar: pageText("telugu.page.frame.bottomBar", {
    label: "త్వరగా చేరేందుకు",
    home: "హోమ్",
    services: "సేవలు",
    experts: "డాక్టర్",
  }),
  textSize: pageText("telugu.page.frame.textSize", {
    label: "అక్షరాల సైజు",
    normal: "మామూలు అక్షరాలు",
    large: "పెద్ద అక్షరాలు",
    larger: "ఇంకా పెద్ద అక్షరాలు",
    cycle: "అక్షరాల సైజు: {current}. {next}కు మార్చండి",
  }),
  footer: pageText("telugu.page.frame.footer", {
    about: `${cityTe}, చుట్టుపక్కల ఊర్ల ప్రజల కంటి సంరక్షణ కోసం${hasOpticalShop ? `; ${opticalsName} కూడా ఇదే భవనంలో ఉంది` : ""}.`,
    quickLinks: "ముఖ్యమైన లింకులు",
    ourServices: "మా సేవలు",
    contact: "సంప్రదించండి",
    consultationHours: "డాక్టర్‌ను కలిసే సమయాలు",
    rights: `© {year} ${site.name}, ${cityTe}. అన్ని హక్కులూ మావే.`,
    legalLabel: "నిబంధనలు",
  }),
  breadcrumbLabel: breadcrumbWords.te.label,
  home: breadcrumbWords.te.home,
  learnMore: "ఇంకా తెలుసుకోండి",
  mapTitle: `${site.name} ఉన్న చోటు చూపే మ్యాప్, {address}`,
  openInMaps: "గూగుల్ మ్యాప్స్‌లో తెరవండి",
  medicallyReviewedBy: "వైద్యపరంగా పరిశీలించినవారు",
  lastReviewed: "చివరిగా పరిశీలించిన తేదీ",
  close: "మూసివేయండి",
  closeAppointmentForm: "అపాయింట్‌మెంట్ ఫారం మూసివేయండి",
  notifications: "సందేశాలు",
  notFound: {
    ...pageText("telugu.page.notices.notFound", {
      title: "పేజీ దొరకలేదు",
      description: "ఈ పేజీ లేదు. మా కంటి సేవలు, డాక్టర్, సంప్రదించే వివరాలు హోమ్ పేజీలో చూడండి.",
      detail: "మీరు వెతుకుతున్న పేజీ లేదు.",
      pageDetail: "మీరు అడిగిన పేజీ ఇక్కడ లేదు. అది వేరే చోటికి మారి ఉండొచ్చు, లేదా చిరునామాలో చిన్న అక్షర దోషం ఉండొచ్చు.",
    }),
    heading: "క్షమించండి! ఈ పేజీ దొరకలేదు",
    returnHome: "హోమ్ పేజీకి వెళ్ళండి",
  },
  requestReceived: {
    ...pageText("telugu.page.notices.requestReceived", {
      title: "మీ వివరాలు మాకు అందాయి",
      description: "అపాయింట్‌మెంట్ కోసం మీరు ఆసుపత్రికి పంపిన వివరాలు గానీ సందేశం గానీ అందినట్టు నిర్ధారణ.",
      urgent: "అత్యవసరమైతే ఈ నంబర్‌కు కాల్ చేయండి:",
    }),
    messageSent: "మీ సందేశం అందింది",
    appointmentSubmitted: "మీ వివరాలు మాకు అందాయి",
    messageThanks: "మాకు రాసినందుకు ధన్యవాదాలు. త్వరలోనే మీకు జవాబు ఇస్తాం.",
    appointmentThanks: "మీ అపాయింట్‌మెంట్ ఖాయం చేయడానికి త్వరలోనే మీకు ఫోన్ చేస్తాం.",
  },
  error: {
    heading: "ఏదో పొరపాటు జరిగింది",
    detail: "దయచేసి మళ్ళీ ప్రయత్నించండి, లేదా మాకు కాల్ చేయండి; వెంటనే సహాయం చేస్తాం.",
    forbidden: "ఈ పేజీ మీ ఖాతాకు తెరుచుకోదు",
  },
};
