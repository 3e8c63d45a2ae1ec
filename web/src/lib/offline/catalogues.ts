// The offline texts are needed exactly when no catalogue can be downloaded, so
// both languages ship with the app (about 0.4 KB) instead of loading per screen.
import { i18n } from '@/lib/i18n';
import en from '@/locales/en/offline.json';
import fil from '@/locales/fil/offline.json';

i18n.addResourceBundle('en', 'offline', en);
i18n.addResourceBundle('fil', 'offline', fil);
