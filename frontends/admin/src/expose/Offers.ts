import '../remote.css';
export { default } from '../pages/OffersPage';
