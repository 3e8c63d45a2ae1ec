// Spec §9's destinations and travel purposes, in the order the form lists them.
// The API accepts these codes and labels (and answers 400 for anything else).

export const destinationOptions = [
  { value: 'JP', label: 'Japan' },
  { value: 'KR', label: 'South Korea' },
  { value: 'SG', label: 'Singapore' },
  { value: 'TH', label: 'Thailand' },
  { value: 'VN', label: 'Vietnam' },
  { value: 'AU', label: 'Australia' },
  { value: 'US', label: 'United States' },
  { value: 'MY', label: 'Malaysia' },
  { value: 'ID', label: 'Indonesia' },
  { value: 'HK', label: 'Hong Kong' },
  { value: 'AE', label: 'United Arab Emirates' },
  { value: 'UK', label: 'United Kingdom' },
  { value: 'FR', label: 'France' },
  { value: 'IT', label: 'Italy' },
  { value: 'ES', label: 'Spain' },
] as const;

export const purposeOptions = [
  { value: 'tourism', label: 'Tourism' },
  { value: 'business', label: 'Business' },
  { value: 'education', label: 'Education' },
  { value: 'visitFamilyFriends', label: 'Visit Family/Friends' },
  { value: 'medical', label: 'Medical' },
  { value: 'transit', label: 'Transit' },
  { value: 'workingHoliday', label: 'Working Holiday' },
] as const;
