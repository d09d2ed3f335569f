import '../remote.css';
export { default } from '../pages/OrdersPage';
