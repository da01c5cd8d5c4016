import type { BlogSlug } from '../types';
import sustainableDigitalExperiences from './articles/ru/sustainable-digital-experiences';
import responsiveDesign2025 from './articles/ru/responsive-design-2025';
import aiDrivenBrandTransformation from './articles/ru/ai-driven-brand-transformation';
import futureOfMobileAppDesign from './articles/ru/future-of-mobile-app-design';
import productIdeaValidation from './articles/ru/product-idea-validation';
import optimizingReactPerformance from './articles/ru/optimizing-react-performance';

/**
 * Every Russian article's Markdown, for the feeds and the build's character count; pages get
 * each article as HTML rendered at build time (site/content-store/all-content.ts).
 */
export const ARTICLES: Record<BlogSlug, string> = {
  'sustainable-digital-experiences': sustainableDigitalExperiences,
  'responsive-design-2025': responsiveDesign2025,
  'ai-driven-brand-transformation': aiDrivenBrandTransformation,
  'future-of-mobile-app-design': futureOfMobileAppDesign,
  'product-idea-validation': productIdeaValidation,
  'optimizing-react-performance': optimizingReactPerformance,
};
