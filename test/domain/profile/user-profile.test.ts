import {
  EMPTY_PROFILE,
  PROFILE_FIELDS,
  STORED_PROFILE_NAMES,
  fromStoredProfile,
  toStoredProfile,
  type UserProfile,
} from '../../../src/domain/profile/user-profile';

const ada: UserProfile = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  birthDate: '1815-12-10',
  address: '12 St James Square',
  address2: 'Flat 2',
  city: 'London',
  state: 'LND',
  zip: 'SW1Y 4JH',
};

describe('user profile names', () => {
  it('has the eight form fields, each with its stored name', () => {
    expect(PROFILE_FIELDS).toEqual(['firstName', 'lastName', 'birthDate', 'address', 'address2', 'city', 'state', 'zip']);
    expect(Object.keys(STORED_PROFILE_NAMES)).toEqual([...PROFILE_FIELDS]);
  });

  it('maps form names to the stored names of the POST body', () => {
    expect(toStoredProfile(ada)).toEqual({
      first_name: 'Ada',
      last_name: 'Lovelace',
      birth_date: '1815-12-10',
      address: '12 St James Square',
      address_2: 'Flat 2',
      city: 'London',
      state: 'LND',
      zip: 'SW1Y 4JH',
    });
  });

  it('round-trips', () => {
    expect(fromStoredProfile(toStoredProfile(ada))).toEqual(ada);
  });

  it('reads missing and null fields as empty', () => {
    expect(fromStoredProfile({ first_name: 'Ada', last_name: null })).toEqual({ ...EMPTY_PROFILE, firstName: 'Ada' });
  });
});
