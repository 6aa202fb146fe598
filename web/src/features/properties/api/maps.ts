/** The browser Maps key (shared with the dashboard's card maps, hence in lib/firebase). */
export { fetchMapsApiKey } from '../../../lib/firebase/maps-config';
