import { plain, type Fact } from "../hospital/fact";
import { cityTe } from "./place-words";
import { editedOr, publishedFacts } from "../hospital/published";
import { editableDefaults } from "../hospital/editable-defaults";
import { site } from "../site";
import { ui } from "./ui";

/**
 * Hospital facts as the Telugu pages write them. The figures stay where English reads them (`site`); only the
 * words around them are Telugu here, so a changed postcode reaches both languages.
 */

export { cityTe, districtTe, nearbyTownsTe, townListTe } from "./place-words";
export { districtTeFact, servedTownsTeFact, townTeFact } from "./place-words";

/** The lead doctor's role (site.leadDoctor.role: "Managing Director & Eye Specialist"). */
export const leadDoctorRoleTe = "మేనేజింగ్ డైరెక్టర్, కంటి డాక్టర్";

/** The street line in Telugu script: a sample, like the English one it translates (site.address.street). */
export const streetAddressFact = editedOr(
  publishedFacts.street,
  editableDefaults.streetTe as Fact<string>,
  (text) => text.te,
);

/** The full address in Telugu script, laid out as English's `fullAddress`. */
export const fullAddressTe = `${plain(streetAddressFact)}, ${cityTe}, ఆంధ్రప్రదేశ్ ${site.address.postalCode}`;

/**
 * The consultation hours (site.consultationHours) in Telugu, in the same shape: exactly as the header and footer
 * write them (./ui.ts, whose test holds them to the facts' times), so every Telugu page says the same hours.
 */
export const consultationHoursTe: { days: string; sessions: string[]; closed: string } = ui.hours;
