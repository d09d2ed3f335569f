import './styles.css';
import { remotesConfig } from './federation/remotes-config';

// Asked for now, while the shared chunks below are still on their way (index.html preloads it too).
void remotesConfig();
// Async boundary: lets Module Federation negotiate shared singletons (react, react-router, @minutemart/ui)
// before any of them is evaluated.
import('./bootstrap');
