import '../remote.css';
export { default } from '../pages/browse/Home';
