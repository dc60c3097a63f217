// The global styles first: tokens, reset and base elements, shared layout; components' scoped
// styles come after them.
import './styles/tokens.css'
import './styles/reset.css'
import './styles/layout.css'
import { createPinia } from 'pinia'
import { createApp } from 'vue'
import App from './App.vue'
import { i18n } from './i18n'
import { loadFirstScreen } from './startup'

const app = createApp(App).use(createPinia()).use(i18n)
// Start the first calls to main now, so they run while Vue mounts.
void loadFirstScreen(window.location.hash === '#projector').catch(() => undefined)
app.mount('#app')
