import toast from 'react-hot-toast';

/** One import for every screen, so the toaster's options live in one place (main.tsx). */
export { toast };
