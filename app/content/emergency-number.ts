/**
 * The national emergency ambulance number in India (Andhra Pradesh included). A module of its own, so the booking
 * form's code can name it without the warning signs' texts and the hospital's facts they carry.
 */
export const EMERGENCY_NUMBER = "108";
