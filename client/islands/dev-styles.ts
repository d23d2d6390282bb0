// Development only (server/dev.ts): every visitor stylesheet, since nothing inlines them there.
import.meta.glob(['../styles/*.css', '../components/*.css', '../pages/*.css', '../pages/home/*.css'], { eager: true });
