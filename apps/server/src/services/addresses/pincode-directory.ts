/**
 * A built-in, deliberately coarse directory of Indian pincodes: the first two digits name the postal
 * circle (and so the state), and a few three-digit prefixes name their city. It fills the address
 * form where it can and says plainly when it cannot; it is not India Post's full list of 19,000+
 * offices, and the state of a border prefix is the circle's main state.
 */
import type { PincodeInfo } from '@kesariya/shared';

interface Circle {
  state: string;
  region: string;
}

const CIRCLES: Record<string, Circle> = {
  '11': { state: 'Delhi', region: 'Delhi' },
  '12': { state: 'Haryana', region: 'Haryana' },
  '13': { state: 'Haryana', region: 'Haryana' },
  '14': { state: 'Punjab', region: 'Punjab' },
  '15': { state: 'Punjab', region: 'Punjab' },
  '16': { state: 'Punjab', region: 'Punjab' },
  '17': { state: 'Himachal Pradesh', region: 'Himachal Pradesh' },
  '18': { state: 'Jammu and Kashmir', region: 'Jammu and Kashmir' },
  '19': { state: 'Jammu and Kashmir', region: 'Jammu and Kashmir' },
  '20': { state: 'Uttar Pradesh', region: 'Uttar Pradesh' },
  '21': { state: 'Uttar Pradesh', region: 'Uttar Pradesh' },
  '22': { state: 'Uttar Pradesh', region: 'Uttar Pradesh' },
  '23': { state: 'Uttar Pradesh', region: 'Uttar Pradesh' },
  '24': { state: 'Uttar Pradesh', region: 'Uttar Pradesh' },
  '25': { state: 'Uttar Pradesh', region: 'Uttar Pradesh' },
  '26': { state: 'Uttar Pradesh', region: 'Uttar Pradesh' },
  '27': { state: 'Uttar Pradesh', region: 'Uttar Pradesh' },
  '28': { state: 'Uttar Pradesh', region: 'Uttar Pradesh' },
  '30': { state: 'Rajasthan', region: 'Rajasthan' },
  '31': { state: 'Rajasthan', region: 'Rajasthan' },
  '32': { state: 'Rajasthan', region: 'Rajasthan' },
  '33': { state: 'Rajasthan', region: 'Rajasthan' },
  '34': { state: 'Rajasthan', region: 'Rajasthan' },
  '36': { state: 'Gujarat', region: 'Gujarat' },
  '37': { state: 'Gujarat', region: 'Gujarat' },
  '38': { state: 'Gujarat', region: 'Gujarat' },
  '39': { state: 'Gujarat', region: 'Gujarat' },
  '40': { state: 'Maharashtra', region: 'Maharashtra' },
  '41': { state: 'Maharashtra', region: 'Maharashtra' },
  '42': { state: 'Maharashtra', region: 'Maharashtra' },
  '43': { state: 'Maharashtra', region: 'Maharashtra' },
  '44': { state: 'Maharashtra', region: 'Maharashtra' },
  '45': { state: 'Madhya Pradesh', region: 'Madhya Pradesh' },
  '46': { state: 'Madhya Pradesh', region: 'Madhya Pradesh' },
  '47': { state: 'Madhya Pradesh', region: 'Madhya Pradesh' },
  '48': { state: 'Madhya Pradesh', region: 'Madhya Pradesh' },
  '49': { state: 'Chhattisgarh', region: 'Chhattisgarh' },
  '50': { state: 'Telangana', region: 'Telangana' },
  '51': { state: 'Andhra Pradesh', region: 'Andhra Pradesh' },
  '52': { state: 'Andhra Pradesh', region: 'Andhra Pradesh' },
  '53': { state: 'Andhra Pradesh', region: 'Andhra Pradesh' },
  '56': { state: 'Karnataka', region: 'Karnataka' },
  '57': { state: 'Karnataka', region: 'Karnataka' },
  '58': { state: 'Karnataka', region: 'Karnataka' },
  '59': { state: 'Karnataka', region: 'Karnataka' },
  '60': { state: 'Tamil Nadu', region: 'Tamil Nadu' },
  '61': { state: 'Tamil Nadu', region: 'Tamil Nadu' },
  '62': { state: 'Tamil Nadu', region: 'Tamil Nadu' },
  '63': { state: 'Tamil Nadu', region: 'Tamil Nadu' },
  '64': { state: 'Tamil Nadu', region: 'Tamil Nadu' },
  '67': { state: 'Kerala', region: 'Kerala' },
  '68': { state: 'Kerala', region: 'Kerala' },
  '69': { state: 'Kerala', region: 'Kerala' },
  '70': { state: 'West Bengal', region: 'West Bengal' },
  '71': { state: 'West Bengal', region: 'West Bengal' },
  '72': { state: 'West Bengal', region: 'West Bengal' },
  '73': { state: 'West Bengal', region: 'West Bengal' },
  '74': { state: 'West Bengal', region: 'West Bengal' },
  '75': { state: 'Odisha', region: 'Odisha' },
  '76': { state: 'Odisha', region: 'Odisha' },
  '77': { state: 'Odisha', region: 'Odisha' },
  '78': { state: 'Assam', region: 'Assam' },
  '79': { state: 'Assam', region: 'North East' },
  '80': { state: 'Bihar', region: 'Bihar' },
  '81': { state: 'Bihar', region: 'Bihar' },
  '82': { state: 'Bihar', region: 'Bihar' },
  '83': { state: 'Jharkhand', region: 'Jharkhand' },
  '84': { state: 'Bihar', region: 'Bihar' },
  '85': { state: 'Bihar', region: 'Bihar' },
};

/** Three-digit prefixes that name a city, or a state other than their circle's main one. */
const PREFIXES: Record<string, { city: string | null; state: string }> = {
  '110': { city: 'New Delhi', state: 'Delhi' },
  '122': { city: 'Gurugram', state: 'Haryana' },
  '160': { city: 'Chandigarh', state: 'Chandigarh' },
  '194': { city: 'Leh', state: 'Ladakh' },
  '226': { city: 'Lucknow', state: 'Uttar Pradesh' },
  '201': { city: 'Noida', state: 'Uttar Pradesh' },
  '248': { city: 'Dehradun', state: 'Uttarakhand' },
  '249': { city: null, state: 'Uttarakhand' },
  '262': { city: null, state: 'Uttarakhand' },
  '263': { city: null, state: 'Uttarakhand' },
  '302': { city: 'Jaipur', state: 'Rajasthan' },
  '380': { city: 'Ahmedabad', state: 'Gujarat' },
  '395': { city: 'Surat', state: 'Gujarat' },
  '400': { city: 'Mumbai', state: 'Maharashtra' },
  '403': { city: null, state: 'Goa' },
  '411': { city: 'Pune', state: 'Maharashtra' },
  '412': { city: 'Pune', state: 'Maharashtra' },
  '422': { city: 'Nashik', state: 'Maharashtra' },
  '440': { city: 'Nagpur', state: 'Maharashtra' },
  '452': { city: 'Indore', state: 'Madhya Pradesh' },
  '462': { city: 'Bhopal', state: 'Madhya Pradesh' },
  '500': { city: 'Hyderabad', state: 'Telangana' },
  '560': { city: 'Bengaluru', state: 'Karnataka' },
  '600': { city: 'Chennai', state: 'Tamil Nadu' },
  '605': { city: null, state: 'Puducherry' },
  '682': { city: 'Kochi', state: 'Kerala' },
  '695': { city: 'Thiruvananthapuram', state: 'Kerala' },
  '700': { city: 'Kolkata', state: 'West Bengal' },
  '737': { city: null, state: 'Sikkim' },
  '744': { city: 'Port Blair', state: 'Andaman and Nicobar Islands' },
  '751': { city: 'Bhubaneswar', state: 'Odisha' },
  '781': { city: 'Guwahati', state: 'Assam' },
  '790': { city: null, state: 'Arunachal Pradesh' },
  '791': { city: null, state: 'Arunachal Pradesh' },
  '792': { city: null, state: 'Arunachal Pradesh' },
  '793': { city: 'Shillong', state: 'Meghalaya' },
  '794': { city: null, state: 'Meghalaya' },
  '795': { city: 'Imphal', state: 'Manipur' },
  '796': { city: 'Aizawl', state: 'Mizoram' },
  '797': { city: null, state: 'Nagaland' },
  '798': { city: null, state: 'Nagaland' },
  '799': { city: 'Agartala', state: 'Tripura' },
  '800': { city: 'Patna', state: 'Bihar' },
  '834': { city: 'Ranchi', state: 'Jharkhand' },
};

const PUNE = new Set(['411', '412']);
const METROS = new Set(['110', '400', '560', '600', '700', '500', '380', '122', '201']);
/** Remote islands and the far north-east: couriers take longer and do not collect cash. */
const REMOTE_STATES = new Set(['Andaman and Nicobar Islands', 'Lakshadweep', 'Ladakh']);

/**
 * Dispatch takes 1-2 working days; transit 1-2 days within Pune, 2-4 to metro cities and 4-7 to the
 * rest of India (the demo shipping policy), and longer to remote areas.
 */
function deliveryDays(prefix: string, state: string): { min: number; max: number } {
  if (PUNE.has(prefix)) return { min: 2, max: 4 };
  if (METROS.has(prefix)) return { min: 3, max: 6 };
  if (REMOTE_STATES.has(state)) return { min: 7, max: 12 };
  return { min: 5, max: 9 };
}

/** What the directory knows of a six-digit pincode, or null when its prefix is not an Indian circle we know. */
export function lookupPincode(pincode: string): PincodeInfo | null {
  if (!/^[1-9][0-9]{5}$/.test(pincode)) return null;
  const prefix = pincode.slice(0, 3);
  const circle = CIRCLES[pincode.slice(0, 2)];
  if (!circle) return null;
  const known = PREFIXES[prefix];
  const state = known?.state ?? circle.state;
  return {
    pincode,
    city: known?.city ?? null,
    state,
    region: circle.region,
    delivery_days: deliveryDays(prefix, state),
    cod_available: !REMOTE_STATES.has(state),
  };
}
