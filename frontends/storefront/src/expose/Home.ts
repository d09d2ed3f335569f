import '../remote.css';
import { loadCatalogue } from '../pages/browse/api';

// Asked for as soon as the page's code arrives (the shell loads it before its first render), not
// after that render: the tiles can then be in it.
void loadCatalogue();

export { default } from '../pages/browse/Home';
