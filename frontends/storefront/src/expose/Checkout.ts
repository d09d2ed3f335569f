import '../remote.css';
export { default } from '../pages/checkout/Checkout';
