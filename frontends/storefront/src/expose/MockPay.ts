import '../remote.css';
export { default } from '../pages/pay/MockPay';
