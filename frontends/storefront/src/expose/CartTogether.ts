import '../remote.css';
export { CartTogetherRow as default } from '../pages/browse/components/TogetherRow';
