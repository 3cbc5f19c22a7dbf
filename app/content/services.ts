/**
 * The hospital's ten service lines: cards, detail pages, the services page
 * (free eye camps, insurers, payment) and the generic blocks every detail page shares.
 * Each group is its own module in ./services/; this one re-exports them under one name.
 */

export { serviceSlugs, type Service, type ServiceSlug } from "./services/service";
export { cataractImage, gallery, glaucomaImage, pediatricImage } from "./services/images";
export { services } from "./services/catalogue";
export { serviceCards, type ServiceCard } from "./services/cards";
export { getService, relatedServices } from "./services/lookup";
export { hoursLine, serviceDetailCommon } from "./services/detail-common";
export { freeEyeCamps, type EyeCamp } from "./services/eye-camps";
export { insurers, paymentOptions } from "./services/payment";
