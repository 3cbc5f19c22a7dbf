import { site } from "../site";
import { hoursLine } from "../services/detail-common";
import type { Block } from "../types";
import { EMERGENCY_NUMBER, outOfHoursInstruction, strokeWarning } from "../warning-signs";

export const emergencyDescription: Block[] = [
  { type: "h2", text: "When is an eye problem an emergency?" },
  {
    type: "p",
    text: "Some eye problems can wait for a routine appointment. These cannot. Call us and come to the hospital straight away if you have:",
  },
  {
    type: "ul",
    items: [
      "Sudden loss of vision in one or both eyes, even if it comes back",
      "A splash of chemical, lime (sunnam), cement, pesticide or acid in the eye",
      "Any injury from a blow, a cricket ball, a stick, a firecracker or a flying piece of metal",
      "Something stuck in the eye that you cannot wash out",
      "A cut on the eye or the eyelid",
      "Severe eye pain, especially with redness, headache or vomiting",
      "New double vision",
      "A sudden shower of floaters, flashes of light, or a curtain over your vision",
    ],
  },
  {
    type: "p",
    text: `${strokeWarning.text} Sudden double vision or a drooping eyelid with weakness of the face, arm or leg can also be a stroke.`,
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
    title: "Lime (sunnam) and cement burn deeply",
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
    text: `Go now. Do not wait to see if it is better by morning. Sudden loss of sight can come from a blocked blood vessel, a retinal detachment or bleeding inside the eye, and some of these can be treated only in the first few hours. If the loss is painless, or comes with weakness of the face or arm or slurred speech, go to the nearest emergency department first (call ${EMERGENCY_NUMBER}), because it may be a stroke.`,
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
    text: `During consultation hours, call ${site.phone.display} while you are on the way, so that we are ready for you. Our consultation hours are ${hoursLine}.`,
  },
  {
    type: "callout",
    tone: "warning",
    title: "Outside consultation hours",
    text: outOfHoursInstruction,
  },
  {
    type: "p",
    text: "Most eye injuries in our area happen during everyday work: grinding and welding, farm work, building sites, and firecrackers at Diwali. Safety glasses cost little and save eyes.",
  },
];
