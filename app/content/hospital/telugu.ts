import { streetAddressFact } from "../te/hospital-words";
import { districtTeFact, servedTownsTeFact, townTeFact } from "../te/place-words";
import { programmeTermsFact, schoolScreeningFact as schoolScreeningFactTe } from "../te/community";
import { directionsFact, landmarkFact } from "../te/home/visit-us";
import { doctorQualificationsFact, doctorSpecialInterestsFact, doctorTrainingFact } from "../te/doctor";
import { schemeDetailsFact } from "../te/government-schemes";
import { testimonialFacts } from "../te/testimonials";
import { equipmentFact } from "../te/hospital/equipment";
import { campVisitFact, eyeCampsFact } from "../te/services/eye-camps";
import { paymentOptionsFact } from "../te/services/payment";
import { promisesFact as promisesFactTe } from "../te/hospital/promises";
import { foundingStoryFact } from "../te/hospital/founding-story";

/**
 * The Telugu edition's own copies of sample facts (a sample translated is still a sample): replaced when the
 * English fact is, from what the hospital supplies. Listed apart so launch-check names the Telugu page too.
 */
export const teluguFacts = {
  town: townTeFact,
  district: districtTeFact,
  servedTowns: servedTownsTeFact,
  streetAddress: streetAddressFact,
  doctorQualifications: doctorQualificationsFact,
  doctorTraining: doctorTrainingFact,
  doctorSpecialInterests: doctorSpecialInterestsFact,
  communityProgrammeTerms: programmeTermsFact,
  governmentSchemeDetails: schemeDetailsFact,
  testimonials: testimonialFacts,
  equipment: equipmentFact,
  eyeCamps: eyeCampsFact,
  eyeCampVisits: campVisitFact,
  paymentOptions: paymentOptionsFact,
  landmark: landmarkFact,
  directions: directionsFact,
  schoolScreening: schoolScreeningFactTe,
  promises: promisesFactTe,
  foundingStory: foundingStoryFact,
};
