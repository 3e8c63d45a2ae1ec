// Spec §9's destinations and travel purposes, in the order the form lists them.
// The API accepts these codes (and answers 400 for anything else). Labels are
// read when used, in the active language (the `visa` catalogue).
import { i18n } from '@/lib/i18n';

const DESTINATIONS = [
  'JP',
  'KR',
  'SG',
  'TH',
  'VN',
  'AU',
  'US',
  'MY',
  'ID',
  'HK',
  'AE',
  'UK',
  'FR',
  'IT',
  'ES',
] as const;
const PURPOSES = [
  'tourism',
  'business',
  'education',
  'visitFamilyFriends',
  'medical',
  'transit',
  'workingHoliday',
] as const;

export const destinationOptions = DESTINATIONS.map((value) => ({
  value,
  get label() {
    return i18n.t(`visa:countries.${value}`);
  },
}));

export const purposeOptions = PURPOSES.map((value) => ({
  value,
  get label() {
    return i18n.t(`visa:purposes.${value}`);
  },
}));
