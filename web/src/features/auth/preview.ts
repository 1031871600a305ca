import './auth.css';
import { paintPrerenderedPage } from '@web/lib/prerenderedPage';

/** Paints the prerendered sign-in page while the app loads (see paintPrerenderedPage). */
export const showLoginPreview = () => void paintPrerenderedPage('data-visitor-login');
