/**
 * The labels of the services' input fields (spec §2 Demo forms, spec §7 payload names): one table
 * for every screen that names a field of a request, such as the Report Input card. Keys are the
 * field names a request carries, with the other readings of spec §7 (firstName, dateOfBirth,
 * companyName, ipAddress).
 */
export const INPUT_FIELD_LABELS: Readonly<Record<string, string>> = {
  email: 'Email Address',
  phone: 'Phone Number',
  ip: 'IP Address',
  ipAddress: 'IP Address',
  bin: 'BIN',
  address: 'Address',
  country: 'Country',
  latitude: 'Latitude',
  longitude: 'Longitude',
  f_name: 'First Name',
  firstName: 'First Name',
  l_name: 'Last Name',
  lastName: 'Last Name',
  dob: 'Date of Birth',
  dateOfBirth: 'Date of Birth',
  gender: 'Gender',
  company: 'Company Name',
  companyName: 'Company Name',
  fuzzy_amlp: 'Fuzzy Search',
  fuzzy_amlb: 'Fuzzy Search',
};

/** The fields that carry the search mode: '2' fuzzy, '1' exact (spec §9 "Fuzzy search"). */
export const FUZZY_FIELDS: readonly string[] = ['fuzzy_amlp', 'fuzzy_amlb'];
