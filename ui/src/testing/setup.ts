// Vitest: every language registered, as in the server bundle, so tests may build i18n for any locale at once.
// Screens are not: hydration tests load the page's screen as entry-client does (loadFirstRender).
import { registerAllLocaleBundles } from '../shared/i18n/allLocaleBundles';

registerAllLocaleBundles();
