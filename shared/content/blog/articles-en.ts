import type { BlogSlug } from '../types';
import sustainableDigitalExperiences from './articles/en/sustainable-digital-experiences';
import responsiveDesign2025 from './articles/en/responsive-design-2025';
import aiDrivenBrandTransformation from './articles/en/ai-driven-brand-transformation';
import futureOfMobileAppDesign from './articles/en/future-of-mobile-app-design';
import productIdeaValidation from './articles/en/product-idea-validation';
import optimizingReactPerformance from './articles/en/optimizing-react-performance';

/**
 * Every English article's Markdown, for the feeds and the build's character count; pages get
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
