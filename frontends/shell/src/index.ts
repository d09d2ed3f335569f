import './styles.css';
// Async boundary: lets Module Federation negotiate shared singletons (react, react-router, @minutemart/ui)
// before any of them is evaluated.
import('./bootstrap');
