/**
 * The hospital's ten service lines in Telugu, under the same names as ../services.ts: the Telugu words from
 * ./services/, the slugs and types from the English modules.
 */

export { serviceSlugs, type Service, type ServiceSlug } from "../services/service";
export { cataractImage, gallery, glaucomaImage, pediatricImage } from "./services/images";
export { services } from "./services/catalogue";
export { serviceCards, type ServiceCard } from "./services/cards";
export { getService, relatedServices } from "./services/lookup";
export { hoursLine, serviceDetailCommon } from "./services/detail-common";
export { freeEyeCamps, type EyeCamp } from "./services/eye-camps";
export { insurers, paymentOptions } from "./services/payment";
