import '../remote.css';
export { default } from '../pages/orders/BuyAgain';
